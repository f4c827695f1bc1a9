import { z } from "zod";
import { DASHBOARD_PERIODS } from "./dashboard";

/** ?period= of /admin/dashboard: absent is the last 7 days. */
export const dashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, { error: "There is no such period." }).default("7d"),
});
