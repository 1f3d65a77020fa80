require('@testing-library/jest-dom');

// Screens load lazily; on a busy CI machine the first import of a screen's modules (compiled by swc
// on demand) can take longer than testing-library's default 1 s wait for `findBy…`.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
