import type { Config } from "tailwindcss";

/** Theme tokens from spec §9; loaded by app/app.css through `@config`. */
export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    screens: {
      sm: "576px",
      md: "768px",
      lg: "992px",
      xl: "1200px",
      "2xl": "1400px",
      "3xl": "1900px",
    },
    extend: {
      colors: {
        navy: {
          DEFAULT: "#0b1f3a",
          50: "#eef2f8",
          100: "#d5deec",
          700: "#14305a",
          800: "#0f2647",
          900: "#0b1f3a",
          950: "#06142a",
        },
        mint: { DEFAULT: "#2ee6a8", 600: "#0d805c", 700: "#0b6b4d" },
        danger: { DEFAULT: "#b42318", 50: "#fef3f2" },
      },
      height: { header: "60px" },
      spacing: { header: "60px" },
      maxWidth: {
        toast: "350px",
        "mobile-menu": "500px",
        "modal-sm": "300px",
        modal: "500px",
        "modal-lg": "800px",
        "modal-xl": "1140px",
      },
      fontFamily: {
        sans: [
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "sans-serif",
        ],
      },
    },
  },
} satisfies Config;
