// Not in the package's main entry: only the screens that show a carousel load it.
export * from './Carousel';
export * from './use-prefers-reduced-motion';
