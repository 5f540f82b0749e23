import { describe, expect, it } from 'vitest';
import { suggestEmail } from '@/lib/validation/emailTypo';

describe('the "did you mean" of an email address', () => {
  it.each([
    ['anna@example.con', 'anna@example.com'],
    ['anna@gmial.com', 'anna@gmail.com'],
    ['Anna.Mueller@GMAIL.CON', 'Anna.Mueller@gmail.com'],
    ['jean@hotmial.fr', 'jean@hotmail.fr'],
    ['jean@hotmail.cmo', 'jean@hotmail.com'],
    ['luca@yaho.it', 'luca@yahoo.it'],
    ['maria@outlok.es', 'maria@outlook.es'],
    ['jo@icloud.co', 'jo@icloud.com'],
    ['k@t-onlien.de', 'k@t-online.de'],
    ['p@gmx.dee', 'p@gmx.de'],
    ['  anna@gmail.comm ', 'anna@gmail.com'],
  ])('%s → %s', (typed, meant) => expect(suggestEmail(typed)).toBe(meant));

  it.each(['anna@gmail.com', 'anna@example.com', 'anna@twigatrails.co.tz', 'a@gmx.net', 'a@web.de', 'a@me.com', 'a@mac.com', 'anna@', 'anna', '', 'a@b', 'a@@gmial.com', 'a@gmail.', 'a@my-company.de', 'a@mail.com', 'a@ge.com', 'a@gmx.com', 'a@aol.de'])(
    'leaves %j alone',
    (typed) => expect(suggestEmail(typed)).toBeUndefined(),
  );
});
