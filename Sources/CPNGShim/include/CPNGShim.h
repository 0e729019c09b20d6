// C wrappers around libpng's setjmp-based error handling.
