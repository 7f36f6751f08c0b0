import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { goOffline, goOnline } from '../../test/network';
import { OfflineBanner } from './offline-banner';

const TEXT = 'Vous êtes hors ligne : ces informations peuvent ne pas être à jour.';

describe('offline banner', () => {
  afterEach(goOnline);

  it('says the data may be old while the browser is offline, and goes when it is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();

    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(TEXT);

    goOnline();
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });
});
