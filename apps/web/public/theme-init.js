(function () {
  try {
    var saved = localStorage.getItem('quiz-theme');
    var theme = saved === 'dark' || saved === 'auto' ? saved : 'light';
    var dark =
      theme === 'dark' ||
      (theme === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage unavailable: stay light */
  }
})();
