import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarRating } from './StarRating';

const Rated = ({ initialError }: { initialError?: boolean }) => {
  const [stars, setStars] = useState(0);
  const [missing, setMissing] = useState(initialError ?? false);
  return (
    <>
      <StarRating
        label="Stars"
        starLabel={(count) => `${count} stars`}
        value={stars}
        error={missing ? 'Choose from 1 to 5 stars' : undefined}
        onChange={(chosen) => {
          setStars(chosen);
          setMissing(false);
        }}
      />
      <p>chosen {stars}</p>
    </>
  );
};

describe('StarRating', () => {
  it('is a labelled radio group of five named stars, required', () => {
    render(<Rated />);
    const group = screen.getByRole('radiogroup', { name: 'Stars' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio').map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 stars',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
  });

  it('chooses with a click and clears the error at once', async () => {
    render(<Rated initialError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByText('chosen 3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('is one tab stop, and the arrow keys move the choice', async () => {
    render(<Rated />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('chosen 4')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('chosen 3')).toBeInTheDocument();
  });
});
