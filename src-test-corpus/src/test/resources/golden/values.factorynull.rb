main corpus.values.factorynull.Main.main

proc corpus.values.factorynull.Main.<init>[corpus.values.factorynull.Main@Main.java:48] {
  s4: write corpus.values.factorynull.Main@Main.java:48.lock // at corpus.values.factorynull.Main.<init>(Main.java:21)
  s5: read corpus.values.factorynull.Main@Main.java:48.lock // at corpus.values.factorynull.Main.<init>(Main.java:22)
  s7: write corpus.values.factorynull.Main@Main.java:48.loaded // at corpus.values.factorynull.Main.<init>(Main.java:22)
}

proc corpus.values.factorynull.Main.awaitTable[corpus.values.factorynull.Main@Main.java:48] {
  s1: read corpus.values.factorynull.Main@Main.java:48.lock // at corpus.values.factorynull.Main.awaitTable(Main.java:26)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21[corpus.values.factorynull.Main@Main.java:48] // at corpus.values.factorynull.Main.awaitTable(Main.java:26)
  s3: read corpus.values.factorynull.Main@Main.java:48.table // at corpus.values.factorynull.Main.awaitTable(Main.java:28)
  s4: jump s5 s13                        // at corpus.values.factorynull.Main.awaitTable(Main.java:28)
  s5: read corpus.values.factorynull.Main@Main.java:48.loaded // at corpus.values.factorynull.Main.awaitTable(Main.java:29)
  s6: await java.util.concurrent.locks.Condition@Main.java:22[corpus.values.factorynull.Main@Main.java:48] on java.util.concurrent.locks.ReentrantLock@Main.java:21[corpus.values.factorynull.Main@Main.java:48] // at corpus.values.factorynull.Main.awaitTable(Main.java:29)
  s6_1: goto s3                          // at corpus.values.factorynull.Main.awaitTable(Main.java:29)
  s13: read corpus.values.factorynull.Main@Main.java:48.table // at corpus.values.factorynull.Main.awaitTable(Main.java:31)
  s14: read corpus.values.factorynull.Main@Main.java:48.lock // at corpus.values.factorynull.Main.awaitTable(Main.java:33)
  s15: release java.util.concurrent.locks.ReentrantLock@Main.java:21[corpus.values.factorynull.Main@Main.java:48] // at corpus.values.factorynull.Main.awaitTable(Main.java:33)
}

proc corpus.values.factorynull.Main.lambda$main$0[corpus.values.factorynull.Main.main:49#8] {
  s1: call corpus.values.factorynull.Main.awaitTable[corpus.values.factorynull.Main@Main.java:48] // at corpus.values.factorynull.Main.lambda$main$0(Main.java:51)
}

proc corpus.values.factorynull.Main.load[corpus.values.factorynull.Main@Main.java:48] {
  s1: read corpus.values.factorynull.Main@Main.java:48.lock // at corpus.values.factorynull.Main.load(Main.java:38)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21[corpus.values.factorynull.Main@Main.java:48] // at corpus.values.factorynull.Main.load(Main.java:38)
  s3: read corpus.values.factorynull.Main@Main.java:48.loaded // at corpus.values.factorynull.Main.load(Main.java:40)
  s4: signalAll java.util.concurrent.locks.Condition@Main.java:22[corpus.values.factorynull.Main@Main.java:48] on java.util.concurrent.locks.ReentrantLock@Main.java:21[corpus.values.factorynull.Main@Main.java:48] // at corpus.values.factorynull.Main.load(Main.java:40)
  s5: read corpus.values.factorynull.Main@Main.java:48.lock // at corpus.values.factorynull.Main.load(Main.java:42)
  s6: release java.util.concurrent.locks.ReentrantLock@Main.java:21[corpus.values.factorynull.Main@Main.java:48] // at corpus.values.factorynull.Main.load(Main.java:42)
  s16: write corpus.values.factorynull.Main@Main.java:48.table // at corpus.values.factorynull.Main.load(Main.java:44)
}

proc corpus.values.factorynull.Main.main {
  s2: call corpus.values.factorynull.Main.<init>[corpus.values.factorynull.Main@Main.java:48] // at corpus.values.factorynull.Main.main(Main.java:48)
  s8: fork corpus.values.factorynull.Main.lambda$main$0[corpus.values.factorynull.Main.main:49#8] java.lang.Thread@Main.java:49 // at corpus.values.factorynull.Main.main(Main.java:56)
  s9: call corpus.values.factorynull.Main.load[corpus.values.factorynull.Main@Main.java:48] // at corpus.values.factorynull.Main.main(Main.java:57)
  s10: join java.lang.Thread@Main.java:49 // at corpus.values.factorynull.Main.main(Main.java:58)
}
