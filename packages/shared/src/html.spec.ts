import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('turns markup and quotes into text, & first so nothing is escaped twice', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y' &amp;`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39; &amp;amp;',
    );
    expect(escapeHtml('EUW SMURF 30-40k')).toBe('EUW SMURF 30-40k');
  });
});
