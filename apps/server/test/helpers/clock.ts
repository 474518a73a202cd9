export interface TestClock {
  now: () => Date;
  advance(milliseconds: number): void;
}

/** A clock that only moves when told, for session and link expiry. */
export function createClock(start = new Date('2030-01-15T12:00:00.000Z')): TestClock {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance(milliseconds) {
      time += milliseconds;
    },
  };
}
