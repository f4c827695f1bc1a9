import pino from "pino";
import { getEnv } from "~/.server/env";

export const logger = pino({ level: getEnv().LOG_LEVEL, base: undefined });
