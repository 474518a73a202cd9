-- Rate-limit counters live for one window and decide nothing after a crash, so they skip the write-ahead
-- log: counting a request no longer waits for a disk flush (issue 15, fast guest writes).
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
