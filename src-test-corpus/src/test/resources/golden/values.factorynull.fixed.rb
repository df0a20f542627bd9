main corpus.values.factorynull.fixed.Main.main
var corpus.values.factorynull.fixed.Main@Main.java:47.table { null nonnull } = null

proc corpus.values.factorynull.fixed.Main.<init>[corpus.values.factorynull.fixed.Main@Main.java:47] {
  s4: write corpus.values.factorynull.fixed.Main@Main.java:47.lock // at corpus.values.factorynull.fixed.Main.<init>(Main.java:20)
  s5: read corpus.values.factorynull.fixed.Main@Main.java:47.lock // at corpus.values.factorynull.fixed.Main.<init>(Main.java:21)
  s7: write corpus.values.factorynull.fixed.Main@Main.java:47.loaded // at corpus.values.factorynull.fixed.Main.<init>(Main.java:21)
}

proc corpus.values.factorynull.fixed.Main.awaitTable[corpus.values.factorynull.fixed.Main@Main.java:47] {
  s1: read corpus.values.factorynull.fixed.Main@Main.java:47.lock // at corpus.values.factorynull.fixed.Main.awaitTable(Main.java:25)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20[corpus.values.factorynull.fixed.Main@Main.java:47] // at corpus.values.factorynull.fixed.Main.awaitTable(Main.java:25)
  s3: switch corpus.values.factorynull.fixed.Main@Main.java:47.table null s5 nonnull s13 // at corpus.values.factorynull.fixed.Main.awaitTable(Main.java:27)
  s5: read corpus.values.factorynull.fixed.Main@Main.java:47.loaded // at corpus.values.factorynull.fixed.Main.awaitTable(Main.java:28)
  s6: await java.util.concurrent.locks.Condition@Main.java:21[corpus.values.factorynull.fixed.Main@Main.java:47] on java.util.concurrent.locks.ReentrantLock@Main.java:20[corpus.values.factorynull.fixed.Main@Main.java:47] // at corpus.values.factorynull.fixed.Main.awaitTable(Main.java:28)
  s6_1: goto s3                          // at corpus.values.factorynull.fixed.Main.awaitTable(Main.java:28)
  s13: read corpus.values.factorynull.fixed.Main@Main.java:47.table // at corpus.values.factorynull.fixed.Main.awaitTable(Main.java:30)
  s14: read corpus.values.factorynull.fixed.Main@Main.java:47.lock // at corpus.values.factorynull.fixed.Main.awaitTable(Main.java:32)
  s15: release java.util.concurrent.locks.ReentrantLock@Main.java:20[corpus.values.factorynull.fixed.Main@Main.java:47] // at corpus.values.factorynull.fixed.Main.awaitTable(Main.java:32)
}

proc corpus.values.factorynull.fixed.Main.lambda$main$0[corpus.values.factorynull.fixed.Main.main:48#8] {
  s1: call corpus.values.factorynull.fixed.Main.awaitTable[corpus.values.factorynull.fixed.Main@Main.java:47] // at corpus.values.factorynull.fixed.Main.lambda$main$0(Main.java:50)
}

proc corpus.values.factorynull.fixed.Main.load[corpus.values.factorynull.fixed.Main@Main.java:47] {
  s1: read corpus.values.factorynull.fixed.Main@Main.java:47.lock // at corpus.values.factorynull.fixed.Main.load(Main.java:37)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20[corpus.values.factorynull.fixed.Main@Main.java:47] // at corpus.values.factorynull.fixed.Main.load(Main.java:37)
  s6: assign corpus.values.factorynull.fixed.Main@Main.java:47.table nonnull // at corpus.values.factorynull.fixed.Main.load(Main.java:39)
  s7: read corpus.values.factorynull.fixed.Main@Main.java:47.loaded // at corpus.values.factorynull.fixed.Main.load(Main.java:40)
  s8: signalAll java.util.concurrent.locks.Condition@Main.java:21[corpus.values.factorynull.fixed.Main@Main.java:47] on java.util.concurrent.locks.ReentrantLock@Main.java:20[corpus.values.factorynull.fixed.Main@Main.java:47] // at corpus.values.factorynull.fixed.Main.load(Main.java:40)
  s9: read corpus.values.factorynull.fixed.Main@Main.java:47.lock // at corpus.values.factorynull.fixed.Main.load(Main.java:42)
  s10: release java.util.concurrent.locks.ReentrantLock@Main.java:20[corpus.values.factorynull.fixed.Main@Main.java:47] // at corpus.values.factorynull.fixed.Main.load(Main.java:42)
}

proc corpus.values.factorynull.fixed.Main.main {
  s2: call corpus.values.factorynull.fixed.Main.<init>[corpus.values.factorynull.fixed.Main@Main.java:47] // at corpus.values.factorynull.fixed.Main.main(Main.java:47)
  s8: fork corpus.values.factorynull.fixed.Main.lambda$main$0[corpus.values.factorynull.fixed.Main.main:48#8] java.lang.Thread@Main.java:48 // at corpus.values.factorynull.fixed.Main.main(Main.java:55)
  s9: call corpus.values.factorynull.fixed.Main.load[corpus.values.factorynull.fixed.Main@Main.java:47] // at corpus.values.factorynull.fixed.Main.main(Main.java:56)
  s10: join java.lang.Thread@Main.java:48 // at corpus.values.factorynull.fixed.Main.main(Main.java:57)
}
