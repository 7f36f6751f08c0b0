import { AlertBox } from '../../../components/ui/alert-box';
import { errorItems, failureMessage } from '../lib/api-errors';

/**
 * A refused analysis or import: the server's sentence, then each reason it gave (every line of a
 * refused file, « Ligne 14 : … »), as a list a person can work through in the file.
 */
export function ImportFailure({ title, error }: { title: string; error: unknown }) {
  const message = failureMessage(error, title);
  const items = errorItems(error);
  return (
    <AlertBox title={title}>
      {message !== title && <p className="wrap-anywhere">{message}</p>}
      {items.length > 0 && (
        <ul className="flex list-disc flex-col gap-0.5 pl-5">
          {items.map(({ champ, message: reason }, index) => (
            <li key={`${champ}-${index}`} className="wrap-anywhere">
              {reason}
            </li>
          ))}
        </ul>
      )}
    </AlertBox>
  );
}
