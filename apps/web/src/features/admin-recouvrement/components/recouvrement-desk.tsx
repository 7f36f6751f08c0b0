import { ListError } from '../../../components/admin/list-error';
import { useRecouvrement } from '../api/get-recouvrement';
import { RecouvrementFigures } from './recouvrement-figures';
import { RetardsList } from './retards-list';

/**
 * /admin/recouvrement (issue 25, ADR 043): the figures, then the late payers. One call feeds both;
 * an agent reads it all, an admin also reminds late payers.
 */
export function RecouvrementDesk({ canRemind }: { canRemind: boolean }) {
  const query = useRecouvrement();
  // A refetch that fails keeps the figures on screen: only a first load that failed shows the error.
  if (query.isError && !query.data) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <RecouvrementFigures data={query.data} />
      <RetardsList retards={query.data?.retards} loading={query.isFetching} canRemind={canRemind} />
    </div>
  );
}
