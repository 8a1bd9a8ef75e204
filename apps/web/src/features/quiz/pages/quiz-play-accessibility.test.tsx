import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { fakeQuizServer, QUESTIONS, type FakeQuestion } from '../test/fake-quiz-server';
import { preferReducedMotion } from '../test/reduced-motion';
import { option, pause, PLAY_PATH, renderPlay, verdict } from '../test/render-play';

/**
 * Everything the play screen's one live region says, in order: a line per paragraph joined
 * with ' | ', each change once.
 */
function listenToAnnouncer() {
  const region = screen.getByRole('status');
  const heard: string[] = [];
  const read = () => {
    const text = [...region.children].map((line) => line.textContent).join(' | ');
    if (text && text !== heard.at(-1)) heard.push(text);
  };
  read();
  const observer = new MutationObserver(read);
  observer.observe(region, { childList: true, subtree: true, characterData: true });
  return { heard, stop: () => observer.disconnect() };
}

const FOUR_OPTIONS: FakeQuestion = {
  ...QUESTIONS[0]!,
  options: [
    { id: 'q1-a', option_text: 'Three' },
    { id: 'q1-b', option_text: 'Five' },
    { id: 'q1-c', option_text: 'Six' },
    { id: 'q1-d', option_text: 'Four' },
  ],
  correct: 'q1-d',
};

describe('quiz play, accessibly', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => toast.remove());
    await changeLocale('en');
  });

  describe('the live region', () => {
    it('announces each question with its options, the time at 5 s and 3 s only, and each verdict', async () => {
      vi.stubGlobal('fetch', fakeQuizServer({ mode: 'timed' }).fetchMock);
      renderPlay(`${PLAY_PATH}/timed`);
      const announcer = listenToAnnouncer();
      await screen.findByText('What is 2 + 2?');

      // Second by second through the countdown: only 5 and 3 are said, then the timeout.
      for (let second = 1; second <= 10; second += 1) await pause(1000);
      await within(await verdict()).findByText("Time's up!");
      await pause(2100);
      await screen.findByText('Which planet is red?');
      await user.click(option('Mars'));
      await within(await verdict()).findByText('Correct!');
      await pause(2100);
      await screen.findByText('What colour is the sky?');
      await user.keyboard('2');
      await within(await verdict()).findByText('Incorrect');
      announcer.stop();

      expect(announcer.heard).toEqual([
        'Loading quiz...',
        'Question 1 of 3: What is 2 + 2? | 1: Three, 2: Four, 3: Five',
        '5 seconds left',
        '3 seconds left',
        "Time's up!",
        'Question 2 of 3: Which planet is red? | 1: Mars, 2: Venus',
        'Correct! +12 points',
        'Question 3 of 3: What colour is the sky? | 1: Blue, 2: Green',
        'Incorrect answer',
      ]);
      for (const seconds of [10, 9, 8, 7, 6, 4, 2, 1]) {
        expect(announcer.heard).not.toContain(`${seconds} seconds left`);
      }
      expect(announcer.heard).not.toContain('1 second left');
    });

    it('is the only live region: the countdown ring and the verdict are not', async () => {
      vi.stubGlobal('fetch', fakeQuizServer({ mode: 'timed' }).fetchMock);
      renderPlay(`${PLAY_PATH}/timed`);
      await screen.findByText('What is 2 + 2?');
      await pause(8000);
      expect(screen.getByRole('timer')).toHaveAccessibleName('2 seconds left');
      expect(screen.getByRole('timer')).not.toHaveAttribute('aria-live');
      await user.click(option('Four'));
      await verdict();
      const live = document.querySelectorAll('[aria-live], [role="status"], [role="alert"]');
      expect([...live]).toEqual([screen.getByRole('status')]);
    });

    it('says only 3 s in quick fire, whose countdown starts at 5', async () => {
      vi.stubGlobal('fetch', fakeQuizServer({ mode: 'quick_fire' }).fetchMock);
      renderPlay(`${PLAY_PATH}/quick_fire`);
      const announcer = listenToAnnouncer();
      await screen.findByText('What is 2 + 2?');
      await pause(2100);
      await vi.waitFor(() => expect(announcer.heard.at(-1)).toBe('3 seconds left'));
      announcer.stop();
      expect(announcer.heard).not.toContain('5 seconds left');
    });

    it('keeps the timeout toast quiet for screen readers, since the region says it', async () => {
      const error = vi.spyOn(toast, 'error');
      vi.stubGlobal('fetch', fakeQuizServer({ mode: 'quick_fire' }).fetchMock);
      renderPlay(`${PLAY_PATH}/quick_fire`);
      await screen.findByText('What is 2 + 2?');
      await pause(5100);
      await vi.waitFor(() =>
        expect(error).toHaveBeenCalledWith("Time's up!", {
          id: 'quiz-times-up',
          ariaProps: { role: 'status', 'aria-live': 'off' },
        }),
      );
    });
  });

  describe('the keyboard', () => {
    it('answers options 1 to 4 by their number keys, and ignores a number with no option', async () => {
      const server = fakeQuizServer({ questions: [FOUR_OPTIONS] });
      vi.stubGlobal('fetch', server.fetchMock);
      renderPlay(PLAY_PATH);
      await screen.findByText('What is 2 + 2?');
      expect(option('Four')).toHaveAttribute('aria-keyshortcuts', '4');
      await user.keyboard('5');
      expect(server.callsTo('/answer')).toHaveLength(0);
      await user.keyboard('4');
      expect(await within(await verdict()).findByText('Correct!')).toBeInTheDocument();
      expect(server.callsTo('/answer')[0]!.body).toMatchObject({ selected_option: 'q1-d' });
    });

    it('answers by Tab and Enter or Space, and reaches Next by Tab', async () => {
      const server = fakeQuizServer();
      vi.stubGlobal('fetch', server.fetchMock);
      renderPlay(PLAY_PATH);
      const heading = await screen.findByRole('heading', { level: 2, name: 'What is 2 + 2?' });
      expect(heading).toHaveFocus();

      await user.tab();
      expect(option('Three')).toHaveFocus();
      await user.tab();
      expect(option('Four')).toHaveFocus();
      await user.keyboard('{Enter}');
      await within(await verdict()).findByText('Correct!');

      // On from the answered option to Next, through the verdict (which holds the pause).
      const next = screen.getByRole('button', { name: 'Next' });
      for (let step = 0; step < 5 && document.activeElement !== next; step += 1) await user.tab();
      expect(next).toHaveFocus();
      await user.keyboard(' ');
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Which planet is red?' }),
      ).toHaveFocus();

      await user.tab();
      expect(option('Mars')).toHaveFocus();
      await user.keyboard(' ');
      await within(await verdict()).findByText('Correct!');
      expect(server.callsTo('/answer').map((call) => call.body)).toMatchObject([
        { selected_option: 'q1-b' },
        { selected_option: 'q2-a' },
      ]);
    });

    it('traps no focus: Tab leaves the options, Shift+Tab reaches the exit', async () => {
      vi.stubGlobal('fetch', fakeQuizServer().fetchMock);
      renderPlay(PLAY_PATH);
      await screen.findByText('What is 2 + 2?');
      await user.tab({ shift: true });
      expect(screen.getByRole('button', { name: 'Exit quiz' })).toHaveFocus();
      await user.tab();
      await user.tab();
      await user.tab();
      expect(option('Five')).toHaveFocus();
      await user.tab();
      expect(document.activeElement?.closest('li')).toBeNull();
    });

    it('draws a focus ring on the options and the buttons', async () => {
      vi.stubGlobal('fetch', fakeQuizServer().fetchMock);
      renderPlay(PLAY_PATH);
      await screen.findByText('What is 2 + 2?');
      await user.click(option('Four'));
      await verdict();
      for (const control of [
        option('Four'),
        screen.getByRole('button', { name: 'Next' }),
        screen.getByRole('button', { name: 'Pause' }),
        screen.getByRole('button', { name: 'Exit quiz' }),
      ]) {
        expect(control.className).toMatch(/focus-visible:ring-2/);
      }
    });
  });

  it('tells right from wrong by icon and words, not colour alone', async () => {
    vi.stubGlobal('fetch', fakeQuizServer().fetchMock);
    renderPlay(PLAY_PATH);
    await screen.findByText('What is 2 + 2?');
    // Every option carries its number.
    expect(option('Three').querySelector('kbd')).toHaveTextContent('1');
    await user.click(option('Five'));
    await within(await verdict()).findByText('Incorrect');
    const wrong = option('Five');
    const right = option('Four');
    expect(wrong.querySelector('svg.lucide-x')).not.toBeNull();
    expect(wrong).toHaveAccessibleName(/\(your answer, incorrect\)/);
    expect(right.querySelector('svg.lucide-check')).not.toBeNull();
    expect(right).toHaveAccessibleName(/\(correct answer\)/);
    expect(option('Three').querySelector('svg')).toBeNull();
  });

  describe('under reduced motion', () => {
    it('brings the verdict into view without smooth scrolling, and spins nothing while loading', async () => {
      preferReducedMotion();
      const scrollIntoView = vi.fn();
      Element.prototype.scrollIntoView = scrollIntoView;
      try {
        vi.stubGlobal('fetch', fakeQuizServer({ mode: 'timed' }).fetchMock);
        renderPlay(`${PLAY_PATH}/timed`);
        const loading = screen.getByRole('status');
        expect(loading).toHaveTextContent('Loading quiz...');
        const spinner = loading.previousElementSibling!;
        expect(spinner.getAttribute('class')).not.toMatch(/(^|\s)animate-spin/);
        await screen.findByText('What is 2 + 2?');
        expect(screen.getByTestId('countdown-arc').getAttribute('class')).not.toMatch(/transition/);
        await user.click(option('Four'));
        await verdict();
        expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' });
      } finally {
        delete (Element.prototype as Partial<Element>).scrollIntoView;
      }
    });

    it('scrolls smoothly and animates the ring otherwise', async () => {
      const scrollIntoView = vi.fn();
      Element.prototype.scrollIntoView = scrollIntoView;
      try {
        vi.stubGlobal('fetch', fakeQuizServer({ mode: 'timed' }).fetchMock);
        renderPlay(`${PLAY_PATH}/timed`);
        await screen.findByText('What is 2 + 2?');
        expect(screen.getByTestId('countdown-arc').getAttribute('class')).toMatch(
          /motion-safe:transition/,
        );
        await user.click(option('Four'));
        await verdict();
        expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
      } finally {
        delete (Element.prototype as Partial<Element>).scrollIntoView;
      }
    });
  });

  it('plays in Spanish: header, countdown, options, verdict and announcements', async () => {
    await changeLocale('es');
    vi.stubGlobal('fetch', fakeQuizServer({ mode: 'competitive' }).fetchMock);
    renderPlay(`${PLAY_PATH}/competitive`);
    await screen.findByText('What is 2 + 2?');
    expect(screen.getByText('Modo Competitivo')).toBeInTheDocument();
    expect(screen.getByText('×1,5')).toBeInTheDocument();
    expect(screen.getByText('Pregunta 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName('Quedan 10 segundos');
    expect(screen.getByRole('button', { name: 'Salir del cuestionario' })).toBeInTheDocument();
    const score = screen.getByRole('region', { name: 'Puntuación' });
    expect(within(score).getByText('Bot de práctica')).toBeInTheDocument();
    expect(within(score).queryByText('Practice Bot')).toBeNull();
    const status = screen.getByRole('status');
    expect(within(status).getByText('Pregunta 1 de 3: What is 2 + 2?')).toBeInTheDocument();
    expect(within(status).getByText('1: Three, 2: Four, 3: Five')).toBeInTheDocument();

    await user.click(option('Four'));
    const box = await verdict();
    expect(await within(box).findByText('¡Correcto!')).toBeInTheDocument();
    expect(within(box).getByText('Respondida en 3,2s')).toBeInTheDocument();
    expect(within(box).getByText('+14 puntos')).toBeInTheDocument();
    expect(within(box).getByText('Siguiente pregunta en 2 segundos…')).toBeInTheDocument();
    expect(status).toHaveTextContent('¡Correcto! +14 puntos');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    for (const english of [
      'Exit quiz',
      'Competitive mode',
      'Correct!',
      'Next',
      'Question 1 of 3',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
