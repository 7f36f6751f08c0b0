import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import { getCountryCallingCode, type Country } from 'react-phone-number-input';
import { auth as frAuth } from '../../i18n/fr/auth';
import { useDismiss } from '../../lib/use-dismiss';

interface CountryOption {
  value?: Country;
  label: string;
  divider?: boolean;
}

/** What react-phone-number-input gives its `countrySelectComponent` (the rest is not needed). */
export interface CountrySelectProps {
  value?: Country;
  onChange: (country?: Country) => void;
  options: CountryOption[];
  disabled?: boolean;
  readOnly?: boolean;
}

/** Accents and case aside, so 'rep dem' finds 'République Démocratique du Congo'. */
const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Spec §2 Sign up: the phone's country picker, with search. A button showing the flag and the
 * calling code opens a list filtered as one types (by French name or by code, e.g. '243'), driven
 * by the keyboard like a combobox: arrows move, Enter picks, Escape closes.
 */
export function CountrySelect({ value, onChange, options, disabled, readOnly }: CountrySelectProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const countries = options
    .filter(
      (option): option is CountryOption & { value: Country } => !option.divider && option.value !== undefined,
    )
    // The library's French names come decomposed (e + combining accent); composed, they read and
    // compare like typed text.
    .map((option) => ({ ...option, label: option.label.normalize('NFC') }));
  const query = normalise(search.trim());
  const digits = search.replace(/\D/g, '');
  const matches = countries.filter(
    (option) =>
      normalise(option.label).includes(query) ||
      (digits !== '' && getCountryCallingCode(option.value).startsWith(digits)),
  );
  const current = countries.find((option) => option.value === value);
  const optionId = (country: Country) => `${listId}-${country}`;
  const activeOption = matches[Math.min(active, matches.length - 1)];

  const close = useCallback(() => {
    setOpen(false);
    setSearch('');
    buttonRef.current?.focus();
  }, []);
  useDismiss(open, containerRef, close);

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (activeOption)
      document.getElementById(optionId(activeOption.value))?.scrollIntoView?.({ block: 'nearest' });
  });

  function choose(country: Country) {
    onChange(country);
    close();
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, last));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(last);
    else if (event.key === 'Enter' && activeOption) choose(activeOption.value);
    else return;
    // Keeps Enter from sending the form and the arrows from moving the caret.
    event.preventDefault();
  }

  return (
    <div ref={containerRef} className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled || readOnly}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={frAuth.phone.chooseCountry(current?.label ?? frAuth.phone.country)}
        onClick={() => {
          setActive(
            Math.max(
              0,
              countries.findIndex((option) => option.value === value),
            ),
          );
          setOpen((isOpen) => !isOpen);
        }}
        className="inline-flex min-h-12 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-base font-medium text-stone-900 shadow-sm hover:bg-stone-50 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        {value && (
          <>
            <CountryCode country={value} />
            <span>+{getCountryCallingCode(value)}</span>
          </>
        )}
        <ChevronDown aria-hidden="true" className="size-4 text-stone-500" />
      </button>

      {open && (
        <div className="absolute top-full left-0 z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-stone-200 bg-white shadow-xl">
          <div className="relative border-b border-stone-200 p-2">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-stone-500"
            />
            <input
              ref={searchRef}
              type="search"
              role="combobox"
              aria-label={frAuth.phone.search}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeOption ? optionId(activeOption.value) : undefined}
              placeholder={frAuth.phone.search}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKeyDown}
              className="block min-h-10 w-full rounded-md border border-stone-300 py-2 pr-2 pl-8 text-base focus:border-primary-600 focus:ring-3 focus:ring-primary-600/20 focus:outline-none"
            />
          </div>
          <ul
            id={listId}
            role="listbox"
            aria-label={frAuth.phone.countries}
            className="max-h-64 overflow-y-auto py-1"
          >
            {matches.map((option) => (
              <li
                key={option.value}
                id={optionId(option.value)}
                role="option"
                aria-selected={option.value === value}
                onClick={() => choose(option.value)}
                className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-stone-800 aria-selected:font-semibold ${
                  option === activeOption ? 'bg-primary-50 text-primary-900' : ''
                }`}
              >
                <CountryCode country={option.value} />
                <span className="flex-1">{option.label}</span>
                <span className="text-stone-500">+{getCountryCallingCode(option.value)}</span>
              </li>
            ))}
            {matches.length === 0 && (
              <li className="px-3 py-2 text-sm text-stone-600">{frAuth.phone.noCountry}</li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * The country's ISO code ('CD') where a flag would go: flag emoji show as empty boxes on systems
 * without an emoji font, and flag images would be one more download.
 */
function CountryCode({ country }: { country: Country }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-5 min-w-7 items-center justify-center rounded bg-stone-100 px-1 text-xs font-bold text-stone-700 ring-1 ring-stone-300"
    >
      {country}
    </span>
  );
}
