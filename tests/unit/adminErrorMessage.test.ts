import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { errorMessage, fieldWords } from '@/components/admin/adminApi';

// Walked on 29 Nov: the back office's errors named fields by their API keys, "(priceFrom: …)" and
// "(alt_en: This field is required.)".

describe('the back office\'s error messages', () => {
  it('name each field in words', () => {
    expect(fieldWords('priceFrom')).toBe('Price from');
    expect(fieldWords('alt_en')).toBe('What the photo shows (en)');
    expect(fieldWords('endsOn')).toBe('Last day');
    expect(fieldWords('startsOn')).toBe('First day');
    expect(fieldWords('value')).toBe('How much');
    // Walked on 30 Nov: "Tour id: This field is required.", "Amount cents: …", "Seats total: …".
    expect(fieldWords('tourId')).toBe('Tour');
    expect(fieldWords('amountCents')).toBe('Amount (USD)');
    expect(fieldWords('priceCents')).toBe('Price (USD)');
    expect(fieldWords('seatsTotal')).toBe('Seats');
    expect(fieldWords('days.2.title')).toBe('Days 3 title');
    // As the forms label them: "Address", "Website (https://…)".
    expect(fieldWords('slug')).toBe('Address');
    expect(fieldWords('url')).toBe('Website');
  });

  it('put the API\'s message first, then the fields', () => {
    const response = { status: 400, data: { error: { message: 'Please check the fields marked.', fields: { priceFrom: 'Enter a number above 0.', alt_en: 'This field is required.' } } } } as AxiosResponse;
    const err = new AxiosError('Request failed', '400', undefined, undefined, response);
    expect(errorMessage(err)).toBe('Please check the fields marked. (Price from: Enter a number above 0.; What the photo shows (en): This field is required.)');
  });
});
