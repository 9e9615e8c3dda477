/** The emoji picker's list (spec §2.5 "about 130 emojis"): plain Unicode emoji, no images to load. */
export const EMOJI: readonly string[] = [
  ...'😀 😃 😄 😁 😆 😅 🤣 😂 🙂 🙃 😉 😊 😇 🥰 😍 🤩 😘 😗 😚 😙 😋 😛 😜 🤪 😝 🤑 🤗 🤭 🤫 🤔 🤐 🤨 😐 😑 😶 😏 😒 🙄 😬 😌 😔 😪 🤤 😴 😷 🤒 🤕 🤢 🤮 🤧 🥵 🥶 🥴 😵 🤯 🤠 🥳 😎 🤓 🧐 😕 😟 🙁 😮 😯 😲 😳 🥺 😦 😧 😨 😰 😥 😢 😭 😱 😖 😣 😞 😓 😩 😫 🥱 😤 😡 😠 🤬 😈 💀 💩 🤡 👻 👽 🤖 😺 😸 😹 😻 👋 👌 ✌️ 🤞 👍 👎 👏 🙌 🤝 🙏 💪 ❤️ 💔 💯 💤 🎉 🎂 🎁 🌹 🌞 🌙 ⭐ 🔥 ☕ 🍺 🍉 ⚽ 🏆 📌 ✅ ❌ ❓ 💰 📈'.split(' '),
];
