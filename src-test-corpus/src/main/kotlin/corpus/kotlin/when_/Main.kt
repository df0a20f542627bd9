package corpus.kotlin.when_

import org.petrify.corpus.Expect
import org.petrify.corpus.Expected.HOLDS
import org.petrify.corpus.Expected.VIOLATED
import kotlin.concurrent.thread

/** A `when` expression maps a slot to a lock; the two threads nest slots 0 and 1 in opposite orders. */
@Expect(
    deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
    livelock = HOLDS, livelockFair = HOLDS, paper = "Kotlin When",
)
object Main {
    private val red = Any()
    private val green = Any()
    private val blue = Any()
    private var mixes = 0

    private fun paint(slot: Int): Any = when (slot) {
        0 -> red
        1 -> green
        else -> blue
    }

    private fun mix(first: Int, second: Int) {
        synchronized(paint(first)) {
            synchronized(paint(second)) { mixes++ }
        }
    }

    @JvmStatic
    fun main(args: Array<String>) {
        val t1 = thread { mix(0, 1) }
        val t2 = thread { mix(1, 0) }
        t1.join()
        t2.join()
    }
}
