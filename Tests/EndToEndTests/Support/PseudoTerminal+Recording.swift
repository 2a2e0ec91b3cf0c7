import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension PseudoTerminal {
    /// The master side and every byte read from it, shared by the terminal and its reader
    /// thread. The thread holds this, not the terminal, so a test that ends with its child
    /// still running drops the terminal, whose deinit ends the child.
    final class Recording: @unchecked Sendable {
        private let lock = NSLock()
        private var descriptor: Int32
        private var recorded: [UInt8] = []
        /// Whether the reader has stopped: it saw the child's side close (everything written
        /// is recorded), or the master was closed (nothing more can be).
        private var finished = false
        /// Whether the reader is in its loop (it alone reads the descriptor).
        private var reading = true
        private var closing = false

        init(master: Int32) {
            descriptor = master
        }

        /// The master side's descriptor; -1 once closed.
        var master: Int32 {
            lock.lock()
            defer { lock.unlock() }
            return descriptor
        }

        var isFinished: Bool {
            lock.lock()
            defer { lock.unlock() }
            return finished
        }

        /// `body` applied to the bytes recorded so far, under the lock.
        func bytes<Result>(_ body: ([UInt8]) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(recorded)
        }

        func discard() {
            lock.lock()
            defer { lock.unlock() }
            recorded.removeAll(keepingCapacity: true)
        }

        /// Stops the reader and closes the master side. The reader waits in `poll` with a short
        /// timeout, never in `read`: a descriptor closed under a blocked `read` stays open in
        /// the kernel until that `read` returns, and the child's side would never hang up.
        func close() {
            lock.lock()
            guard descriptor >= 0 else {
                lock.unlock()
                return
            }
            closing = true
            lock.unlock()
            let deadline = Date().addingTimeInterval(5)
            while isReading, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
            lock.lock()
            defer { lock.unlock() }
            Glibc.close(descriptor)
            descriptor = -1
        }

        private var isReading: Bool {
            lock.lock()
            defer { lock.unlock() }
            return reading
        }

        private var isClosing: Bool {
            lock.lock()
            defer { lock.unlock() }
            return closing
        }

        /// Records what the child writes until its side closes (EIO) or ``close()`` is called.
        func readUntilClosed() {
            let master = self.master
            var buffer = [UInt8](repeating: 0, count: 65_536)
            defer {
                lock.lock()
                reading = false
                finished = true
                lock.unlock()
            }
            while !isClosing {
                var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                let polled = poll(&ready, 1, 50)
                if polled == 0 || (polled < 0 && errno == EINTR) { continue }
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }  // EIO once the child's side is closed
                lock.lock()
                recorded.append(contentsOf: buffer[0..<count])
                lock.unlock()
            }
        }
    }
}
