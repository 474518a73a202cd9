/** Debian's Chromium (`apt-get install chromium`); the bench never downloads a browser. */
export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
