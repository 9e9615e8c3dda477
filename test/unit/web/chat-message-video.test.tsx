// @vitest-environment jsdom
/** A chat file that is a video (spec §5: mp4, fiv, m3u8) plays inline above its name and download link; other files do not. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageCard } from '../../../web/src/features/chat/components/message-card.js';
import { PanelNavContext } from '../../../web/src/features/chat/components/panel-nav.js';
import { chatFrameNav } from './fixtures.js';
import { renderPage } from './render-page.js';

const nav = chatFrameNav();

const fileMessage = (name: string) => {
  const content = JSON.stringify({ name, url: `http://files.test/chat-file/u/${encodeURIComponent(name)}?sig=1`, size: 2048, type: '' });
  return renderPage(
    '/home',
    <PanelNavContext.Provider value={nav}>
      <MessageCard type="FILE" content={content} />
    </PanelNavContext.Provider>,
  );
};

describe('a chat file', () => {
  it.each(['演示.mp4', '录像.fiv', '录像.flv', '直播.m3u8'])('%s plays inline, keeping its download link', (name) => {
    const { unsubscribe } = fileMessage(name);
    const video = screen.getByTestId('chat-video');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toContain('/chat-file/u/');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('aria-label')).toBe(name);
    expect(screen.getByRole('link', { name: '下载' }).getAttribute('download')).toBe(name);
    unsubscribe();
  });

  it('of another kind shows its name and download link only', () => {
    const { unsubscribe } = fileMessage('报价单.pdf');
    expect(screen.queryByTestId('chat-video')).toBeNull();
    expect(screen.getByText('报价单.pdf')).toBeTruthy();
    unsubscribe();
  });
});
