// Not in the package's main entry (the first visit's JavaScript): only the screens that ask a question load it.
export * from './ConfirmDialog';
