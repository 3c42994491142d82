import { useId } from 'react';
import { computeTimeRange, TIME_RANGE_OPTIONS, type TimeRange, type TimeRangeId } from '../time/timeRanges';

/** Props of {@link TimeRangePicker}. */
export interface TimeRangePickerProps {
  /** The selected option. */
  value: TimeRangeId;
  /** Called with the chosen option and its `{from, to}` computed at the moment of choice. */
  onChange: (id: TimeRangeId, range: TimeRange) => void;
  /** Visible label; `Time range`. */
  label?: string;
  /** The clock (tests); `() => new Date()`. */
  now?: () => Date;
  disabled?: boolean;
}

/**
 * A labelled select offering exactly the time ranges of spec section 9, for
 * every plugin that filters by time. Compute the range again with
 * `computeTimeRange(value, new Date())` when you refresh later.
 *
 * @example
 * ```tsx
 * const [range, setRange] = useState<TimeRangeId>('last-24-hours');
 * <TimeRangePicker value={range} onChange={(id, { from, to }) => { setRange(id); load(from, to); }} />
 * ```
 */
export function TimeRangePicker({ value, onChange, label = 'Time range', now = () => new Date(), disabled }: TimeRangePickerProps) {
  const id = useId();
  return (
    <span className="pl-time-range">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          const next = e.target.value as TimeRangeId;
          onChange(next, computeTimeRange(next, now()));
        }}
      >
        {TIME_RANGE_OPTIONS.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
