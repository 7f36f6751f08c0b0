import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initials, UserAvatar } from './user-avatar';

describe('initials', () => {
  it.each([
    ['Élodie Kabila', 'ÉK'],
    ["Élodie N'Sele", 'ÉN'],
    ['Kabongo Mwamba Ngoy', 'KM'],
    ['  awa   mbuyi ', 'AM'],
    ['<Sam Ilunga', 'SI'],
    ['<script>alert(1)</script>', 'S'],
    ['"Mireille" (Ilunga)', 'MI'],
    ['42 Tshala', 'T'],
    ['Ñuñez Ødegaard', 'ÑØ'],
    ['Ｅlodie', 'Ｅ'],
    ['Андрей Иванов', 'АИ'],
    // A decomposed É (E + combining acute) counts as one letter.
    ['E\u0301lodie Kabila', 'ÉK'],
  ])('%s gives %s', (nom, expected) => {
    expect(initials(nom)).toBe(expected);
  });

  it('gives nothing for a name without letters, and the avatar shows a person instead', () => {
    expect(initials('<> 123 !!')).toBe('');
    const { container } = render(<UserAvatar nom="<> 123 !!" />);
    const avatar = container.firstElementChild!;
    expect(avatar).toHaveTextContent(/^$/);
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it('shows the initials otherwise', () => {
    const { container } = render(<UserAvatar nom="Élodie Kabila" />);
    expect(container.firstElementChild).toHaveTextContent('ÉK');
    expect(container.querySelector('svg')).toBeNull();
  });
});
