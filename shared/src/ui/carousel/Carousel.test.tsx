import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, type CarouselLabels } from './Carousel';

// jsdom has no PointerEvent: a MouseEvent carries the clientX a swipe needs.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });

const labels: CarouselLabels = {
  carousel: 'Offers',
  previous: 'Previous offer',
  next: 'Next offer',
  pause: 'Pause the offers',
  play: 'Play the offers',
  slide: (index, count) => `Offer ${index} of ${count}`,
};

const slides = ['Kabsa', 'Grills', 'Sweets'].map((name) => ({ id: name, content: <p>{name}</p> }));

const visibleSlide = () => screen.getByRole('group', { name: /^Offer \d of 3$/ });

const mockReducedMotion = (reduce: boolean) => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
};

describe('Carousel', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is a labelled carousel whose buttons turn the slides both ways, wrapping around', async () => {
    mockReducedMotion(false);
    render(<Carousel slides={slides} labels={labels} />);
    expect(screen.getByRole('region', { name: 'Offers' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlide()).toHaveAccessibleName('Offer 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next offer' }));
    expect(visibleSlide()).toHaveTextContent('Grills');
    await userEvent.click(screen.getByRole('button', { name: 'Previous offer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous offer' }));
    expect(visibleSlide()).toHaveTextContent('Sweets');
  });

  it('turns by itself until paused, and says so politely only while paused', () => {
    jest.useFakeTimers();
    mockReducedMotion(false);
    render(<Carousel slides={slides} labels={labels} intervalMs={1000} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(visibleSlide()).toHaveTextContent('Grills');
    expect(visibleSlide().parentElement).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the offers' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveTextContent('Grills');
    expect(visibleSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Play the offers' })).toBeInTheDocument();
  });

  it('never turns by itself when the customer prefers reduced motion (and has no pause button then)', () => {
    jest.useFakeTimers();
    mockReducedMotion(true);
    render(<Carousel slides={slides} labels={labels} intervalMs={1000} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveTextContent('Kabsa');
    expect(screen.queryByRole('button', { name: 'Pause the offers' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next offer' })).toBeInTheDocument();
  });

  it('follows a swipe in the reading direction', () => {
    mockReducedMotion(true);
    const { unmount } = render(<Carousel slides={slides} labels={labels} dir="ltr" />);
    const area = visibleSlide().parentElement!;
    fireEvent.pointerDown(area, { clientX: 300 });
    fireEvent.pointerUp(area, { clientX: 200 });
    expect(visibleSlide()).toHaveTextContent('Grills');
    unmount();

    render(<Carousel slides={slides} labels={labels} dir="rtl" />);
    const rtlArea = visibleSlide().parentElement!;
    fireEvent.pointerDown(rtlArea, { clientX: 200 });
    fireEvent.pointerUp(rtlArea, { clientX: 300 });
    expect(visibleSlide()).toHaveTextContent('Grills');
    // A tap is not a swipe.
    fireEvent.pointerDown(rtlArea, { clientX: 200 });
    fireEvent.pointerUp(rtlArea, { clientX: 210 });
    expect(visibleSlide()).toHaveTextContent('Grills');
  });

  it('shows a single slide without controls, and nothing without slides', () => {
    mockReducedMotion(false);
    const { container, rerender } = render(<Carousel slides={slides.slice(0, 1)} labels={labels} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Kabsa')).toBeVisible();
    rerender(<Carousel slides={[]} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
