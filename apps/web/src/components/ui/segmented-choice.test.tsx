import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedChoice } from './segmented-choice';

const OPTIONS = [
  { value: 'se', label: '.se' },
  { value: 'nu', label: '.nu' },
] as const;

describe('SegmentedChoice', () => {
  it('is a group of radios named by its legend, the chosen option checked', () => {
    render(<SegmentedChoice legend="Toppdomän" name="tld" options={OPTIONS} value="nu" onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Toppdomän' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '.nu' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '.se' })).not.toBeChecked();
  });

  it('tells the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <SegmentedChoice legend="Toppdomän" name="tld" options={OPTIONS} value="se" onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: '.nu' }));
    expect(onChange).toHaveBeenCalledWith('nu');
  });

  it("takes a screen's own look: a radio group of buttons, its legend said to screen readers", async () => {
    const onChange = vi.fn();
    render(
      <SegmentedChoice
        legend="Toppdomän"
        name="tld"
        options={OPTIONS}
        value="se"
        onChange={onChange}
        look={{ options: 'tlds', option: 'tld' }}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Toppdomän' });
    expect(group).toHaveClass('tlds');
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['.se', '.nu']);
    expect(screen.getByRole('radio', { name: '.se' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '.nu' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: '.nu' })).toHaveClass('tld');
    await userEvent.click(screen.getByRole('radio', { name: '.nu' }));
    expect(onChange).toHaveBeenCalledWith('nu');
  });

  it('takes the keys of native radios in its own look: one tab stop, the arrows choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SegmentedChoice
        legend="Toppdomän"
        name="tld"
        options={OPTIONS}
        value="nu"
        onChange={onChange}
        look={{ options: 'tlds', option: 'tld' }}
      />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: '.nu' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '.se' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('se');
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('nu');
  });
});
