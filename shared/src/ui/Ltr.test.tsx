import { render } from '@testing-library/react';
import { Ltr } from './Ltr';

describe('Ltr', () => {
  it('isolates a phone number as a left-to-right run inside Arabic text', () => {
    const { container } = render(
      <p dir="rtl">
        اتصل على <Ltr>+966 11 215 0101</Ltr>
      </p>,
    );
    const run = container.querySelector('bdi');
    expect(run).toHaveAttribute('dir', 'ltr');
    expect(run).toHaveTextContent('+966 11 215 0101');
  });
});
