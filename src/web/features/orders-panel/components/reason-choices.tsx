/** One of a partner's documented reasons, as the owner reads it. */
export interface ReasonOption<Code extends string = string> {
  code: Code;
  description: string;
}

/**
 * A partner's reasons as radio cards under their legend (a cancellation's reason, a refund's or a
 * diner's cancellation refused), one to choose, each a 44 px target.
 */
export function ReasonChoices<Option extends ReasonOption>({
  name,
  legend,
  options,
  value,
  onChange,
  className,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  legend: string;
  options: readonly Option[];
  value: Option['code'] | null;
  onChange: (option: Option) => void;
  className?: string;
}) {
  return (
    <fieldset className={`flex flex-col gap-1 ${className ?? ''}`}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.code}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm has-[:checked]:border-red-400 has-[:checked]:bg-red-50"
        >
          <input
            type="radio"
            name={name}
            value={option.code}
            checked={value === option.code}
            onChange={() => onChange(option)}
          />
          <span className="first-letter:uppercase">{option.description}</span>
        </label>
      ))}
    </fieldset>
  );
}
