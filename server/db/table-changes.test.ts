import { describe, expect, it } from 'vitest';
import { TableChanges } from './table-changes';

const watching = () => new TableChanges(['usuario', 'revoked_token']);

describe('TableChanges.writes', () => {
  it.each([
    ['update "usuario" set "ativo" = $1 where "id" = $2'],
    ['insert into "revoked_token" ("jti", "expires_at") values ($1, $2)'],
    ['delete from usuario where id = 3'],
    ['with gone as (delete from "revoked_token" returning 1) select count(*) from gone'],
    ['truncate usuario cascade'],
    ['select 1; update usuario set ativo = false'],
  ])('counts %s as a write', (text) => {
    expect(watching().writes(text)).toBe(true);
  });

  it.each([
    ['select "usuario".* from "usuario" where "id" = $1'],
    ['  SELECT jti FROM revoked_token;  '],
    ['update "usuario_preferencia" set "tema" = $1'],
    ['insert into "entrega" ("usuario_id") values ($1)'],
    ['update "perfil" set "ativo" = false'],
  ])('does not count %s', (text) => {
    expect(watching().writes(text)).toBe(false);
  });
});

describe('TableChanges marks', () => {
  it('keeps nothing until the notifications are received', () => {
    const changes = watching();
    expect(changes.mark()).toBeUndefined();
    expect(changes.stillCurrent(changes.mark())).toBe(false);
    changes.setListening(true);
    expect(changes.stillCurrent(changes.mark())).toBe(true);
  });

  it('lets a mark go once the tables move, and when listening stops', () => {
    const changes = watching();
    changes.setListening(true);
    const before = changes.mark();
    changes.moved();
    expect(changes.stillCurrent(before)).toBe(false);
    const after = changes.mark();
    changes.setListening(false);
    expect(changes.stillCurrent(after)).toBe(false);
    changes.setListening(true);
    expect(changes.stillCurrent(after)).toBe(false);
  });
});
