import { icon } from './place-icons';
import { placeClasses } from './place-styles';

/**
 * A place's checkbox as MUI's small Checkbox draws it: a native input, invisible over the icon of
 * its state (place-styles.ts gives the colours, the hover and a ring when focused by keyboard).
 */
export function PlaceCheckbox({
  checked,
  onToggle,
  label,
  className,
  tabIndex,
}: {
  checked: boolean;
  onToggle: () => void;
  label: string;
  className?: string;
  /** -1 in a table row: the arrow keys reach it, not Tab (use-row-keys.ts). */
  tabIndex?: number;
}) {
  return (
    <span className={className ? `${placeClasses.checkbox} ${className}` : placeClasses.checkbox}>
      <input type="checkbox" checked={checked} onChange={onToggle} aria-label={label} tabIndex={tabIndex} />
      {icon(checked ? 'checked' : 'unchecked')}
    </span>
  );
}
