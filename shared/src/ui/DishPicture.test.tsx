import { render, screen } from '@testing-library/react';
import { DishPicture, onFirstScreen } from './DishPicture';

describe("a dish's picture", () => {
  it('is fetched with the page for the first dishes of the first group, and lazily everywhere else', () => {
    expect([0, 1, 2, 3, 4].map((item) => onFirstScreen(0, item))).toEqual([true, true, true, true, false]);
    expect(onFirstScreen(1, 0)).toBe(false);
    render(
      <>
        <DishPicture src="/media/first.svg" eager />
        <DishPicture src="/media/later.svg" />
      </>,
    );
    const [first, later] = screen.getAllByRole('presentation');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(later).toHaveAttribute('loading', 'lazy');
    for (const picture of [first, later]) expect(picture).toHaveAttribute('width', '96');
  });
});
