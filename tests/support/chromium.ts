/** Debian's Chromium as every browser suite launches it (no sandbox as root, no calls home on a closed network). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
};
