/** The eyebrow, title and optional lead text that open a page section; `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = 'center',
  inverted = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  align?: 'center' | 'start';
  /** On a dark band. */
  inverted?: boolean;
}) {
  return (
    <div
      className={`flex max-w-2xl flex-col gap-3 ${align === 'center' ? 'mx-auto items-center text-center' : ''}`}
    >
      <p
        className={`text-sm font-semibold tracking-wide uppercase ${inverted ? 'text-accent-300' : 'text-laterite-700'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`text-2xl font-bold text-balance sm:text-3xl ${inverted ? 'text-white' : 'text-stone-900'}`}
      >
        {title}
      </h2>
      {text && <p className={inverted ? 'text-primary-100' : 'text-stone-700'}>{text}</p>}
    </div>
  );
}
