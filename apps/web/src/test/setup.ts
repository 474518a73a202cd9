import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy chunks load slower on a busy 2-core CI machine than the library's 1 s default allows.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the shell scrolls to the top on every path change.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

// A post key's minimum age is waited out in the browser before a send (post-key-age.ts); component tests send
// at once instead of 3 s later. post-key-age.test.ts tests the wait itself.
vi.mock('../modules/shared/post-key-age', () => ({
  waitUntilPostKeyIsOldEnough: () => Promise.resolve(),
}));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
