/** Resolves in a new task of the event loop (not a microtask), so the browser may paint and handle input first. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs each step (a module's dynamic import) in a task of its own, in order, after the current one. */
export const evaluateInTasks = async (steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> => {
  for (const step of steps) {
    await nextTask();
    await step();
  }
};
