// Not in the package's main entry (every first visit loads that whole): only the screens listing branches load it.
export * from './BranchOpensAt';
export * from './use-branch-clock';
export * from './BranchContact';
