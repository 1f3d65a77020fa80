/* global jest */
require('@testing-library/jest-dom');

// Screens load lazily; on a busy CI machine (two workers on two cores beside another suite) the first
// import of a screen's modules (compiled by swc on demand) can take seconds. These are the longest a
// test may wait for its positive signal (`findBy…`, `waitFor`) and run in all, not waits of their own:
// the wait for a signal stays below the test's budget, so a missing signal fails with its own message.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(20_000);
