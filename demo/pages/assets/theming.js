// The theming page: switches the elements' ancestor between the bank's theme (the tokens' defaults)
// and the dealer's (a class that sets only documented --salgspant-* tokens), live.
const themed = document.querySelector('[data-themed]');
for (const radio of document.querySelectorAll('input[name="theme"]')) {
  radio.addEventListener('change', () => {
    if (radio.checked) themed.classList.toggle('theme-dealer', radio.value === 'dealer');
  });
}
