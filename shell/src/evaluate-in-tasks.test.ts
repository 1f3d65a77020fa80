import { evaluateInTasks } from './evaluate-in-tasks';

describe('evaluating in tasks', () => {
  it('runs each step in order, each in a task of its own (other queued tasks run in between)', async () => {
    const order: string[] = [];
    const step = (name: string) => async () => {
      order.push(name);
      // A task queued now runs before the next step: the steps never share one task.
      setTimeout(() => order.push(`after ${name}`), 0);
    };
    await evaluateInTasks([step('react-dom'), step('shared'), step('bootstrap')]);
    expect(order).toEqual(['react-dom', 'after react-dom', 'shared', 'after shared', 'bootstrap']);
  });
});
