import CNcursesw

/// A frame is one `write`: the begin marker of a synchronized update, the changes, the end
/// marker.
///
/// ncurses' `doupdate` ends with a flush of its own, so anything after its changes is a write
/// of its own. Frames are therefore sent by a ``FrameWriter`` from ncurses' window, and ncurses
/// paints only the frames whose screen content is not known: the first, and those after
/// ``invalidate()`` (a resize, a resume after Ctrl-Z). Those take two writes:
/// - the begin marker goes through ncurses' own buffer, so it shares `doupdate`'s flush;
/// - until the screen has been suspended once (its "initial" state, which `newterm` leaves it
///   in for good), ncurses also flushes after every cursor movement, cutting a frame into a
///   write per changed line; the first frame suspends and resumes it once
///   (`presentFrame(leavingInitialState: true)`).
///
/// On a terminal whose sequences the writer does not know (see ``FrameWriter/isSupported()``),
/// and in an embedding program's own loop, every frame is ncurses'.
extension CursesTerminal {
    /// Sends what changed since the last frame, wrapped in synchronized output (terminals
    /// without the mode ignore it): one write, or two for a frame ncurses paints.
    ///
    /// For the first frame, pass `leavingInitialState`: ncurses is then taken out of its
    /// initial state, `endwin` inside the frame's markers and the frame's `doupdate` resuming
    /// the screen (repainting it, which a first frame does anyway), so the terminal shows
    /// neither the shell's screen nor half a frame in between.
    func presentFrame(leavingInitialState: Bool = false) {
        frameNumber &+= 1
        // A frame ncurses paints touches every line first (`paintFrame`): a move of lines the
        // writer does not take is painted with the rest.
        let lineMove = canvasReports.lineMove
        canvasReports.lineMove = nil
        defer {
            // A line move would move the text under an image in pixels and not the image.
            let drawsOverCells = ImageProtocol.active.drawsOverCells
            canvasReports.takesLineMoves =
                inlineScreen == nil && frameWriter?.takesLineMoves == true && !drawsOverCells
            canvasReports.keepsRowsInPlace = drawsOverCells
            // The terminal shows the window's cells now: pairs none of them holds are free.
            colorPairs.collectUnusedPairs(in: window)
        }
        placeCursorOnFocus()
        // The images the frame's placeholders show go first, so that they appear with it.
        let images = KittyImageStore.shared.takePending()
        if !images.isEmpty { Self.writeAll(images[...], to: outputDescriptor) }
        if let inlineScreen {
            if GraphicsLayer.shared.isInUse { GraphicsLayer.shared.forgetShown() }
            return inlineScreen.present(window)
        }
        if !leavingInitialState, !isendwin(), frameWriter?.isValid == true {
            frameWriter?.scrollsMovedRows = !ImageProtocol.active.drawsOverCells
            frameBytes.removeAll(keepingCapacity: true)
            frameBytes.append(contentsOf: SynchronizedOutput.beginBytes)
            if frameWriter?.appendChanges(of: window, lineMove: lineMove, to: &frameBytes) == true {
                frameBytes += graphicsFrameBytes(repainted: false)
                appendFocusCursorMove(to: &frameBytes)
                frameBytes.append(contentsOf: SynchronizedOutput.endBytes)
                Self.writeAll(frameBytes[...], to: outputDescriptor)
                return
            }
        }
        paintFrame(leavingInitialState: leavingInitialState)
    }

    /// The images in pixels of the frame, after its text (see ``GraphicsLayer``).
    private func graphicsFrameBytes(repainted: Bool) -> [UInt8] {
        let layer = GraphicsLayer.shared
        guard layer.isInUse else { return [] }
        let bytes = layer.takeFrameBytes(repainted: repainted) { windowHoldsGraphicsMarker(in: $0) }
        if repainted, ImageProtocol.active == .kittyPlacements {
            KittyImageStore.shared.screenCleared(keeping: layer.uploadedAgain)
        }
        return bytes
    }

    /// ncurses paints the frame; the writer then knows what the terminal shows.
    private func paintFrame(leavingInitialState: Bool) {
        // ncurses' copy of the screen is stale after the writer's frames: repaint every cell.
        if frameWriter != nil, let screen = tc_curscr() { clearok(screen, true) }
        // The writer marks rows as not drawn into once it has sent them: ncurses must copy
        // every row of the window.
        if frameWriter != nil { wtouchln(window, 0, tc_getmaxy(window), 1) }
        wnoutrefresh(window)
        tc_put_output(SynchronizedOutput.begin)
        if leavingInitialState { endwin() }
        // Resuming after `endwin`, ncurses reads the terminal's size again: keep it clamped.
        let restoreEnvironment = isendwin() ? Self.clampSizeForNcurses(descriptor: outputDescriptor) : {}
        doupdate()
        restoreEnvironment()
        frameWriter?.adopt(window)
        if frameWriter?.repaintsCursesFrames == true {
            // Inside the same synchronized update, after ncurses' own bytes.
            tc_flush_output()
            frameBytes.removeAll(keepingCapacity: true)
            frameWriter?.appendRepaint(to: &frameBytes)
            frameBytes += graphicsFrameBytes(repainted: true)
            appendFocusCursorMove(to: &frameBytes)
            Self.writeAll(frameBytes[...], to: outputDescriptor)
        } else if GraphicsLayer.shared.isInUse {
            tc_flush_output()
            let images = graphicsFrameBytes(repainted: true)
            Self.writeAll(images[...], to: outputDescriptor)
        }
        tc_put_output(SynchronizedOutput.end)
        tc_flush_output()
        // The modes that belong to the alternate screen follow the frame that entered it.
        if inlineScreen == nil, !isendwin() { modes.alternateScreenShown() }
    }
}
