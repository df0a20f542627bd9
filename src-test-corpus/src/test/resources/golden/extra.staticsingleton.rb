main entry

proc corpus.extra.staticsingleton.Main$Deadline.<clinit> {
  s1: call corpus.extra.staticsingleton.Main$Deadline.<init>[corpus.extra.staticsingleton.Main$Deadline@Main.java:22] // at corpus.extra.staticsingleton.Main$Deadline.<clinit>(Main.java:22)
  s2: write corpus.extra.staticsingleton.Main$Deadline.MAX // at corpus.extra.staticsingleton.Main$Deadline.<clinit>(Main.java:22)
}

proc corpus.extra.staticsingleton.Main$Deadline.<init>[corpus.extra.staticsingleton.Main$Deadline@Main.java:22] {
}

proc corpus.extra.staticsingleton.Main$Deadline.calculate {
  s0: read corpus.extra.staticsingleton.Main$Deadline.MAX // at corpus.extra.staticsingleton.Main$Deadline.calculate(Main.java:25)
}

proc corpus.extra.staticsingleton.Main$Deadline.expired[corpus.extra.staticsingleton.Main$Deadline@Main.java:22] {
}

proc corpus.extra.staticsingleton.Main.<clinit> {
  s2: write corpus.extra.staticsingleton.Main.lock // at corpus.extra.staticsingleton.Main.<clinit>(Main.java:19)
}

proc corpus.extra.staticsingleton.Main.main {
  s1: write corpus.extra.staticsingleton.Main$Deadline.MAX // at corpus.extra.staticsingleton.Main.main(Main.java:45)
  s6: fork corpus.extra.staticsingleton.Main.step java.lang.Thread@Main.java:46 // at corpus.extra.staticsingleton.Main.main(Main.java:47)
  s7: join java.lang.Thread@Main.java:46 // at corpus.extra.staticsingleton.Main.main(Main.java:48)
  s8: read corpus.extra.staticsingleton.Main.lock // at corpus.extra.staticsingleton.Main.main(Main.java:49)
  s9: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.staticsingleton.Main.main(Main.java:49)
  s10: read corpus.extra.staticsingleton.Main.lock // at corpus.extra.staticsingleton.Main.main(Main.java:50)
  s11: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.staticsingleton.Main.main(Main.java:50)
}

proc corpus.extra.staticsingleton.Main.step {
  s0: read corpus.extra.staticsingleton.Main.lock // at corpus.extra.staticsingleton.Main.step(Main.java:34)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.staticsingleton.Main.step(Main.java:34)
  s2: call corpus.extra.staticsingleton.Main$Deadline.calculate // at corpus.extra.staticsingleton.Main.step(Main.java:36)
  s3: jump s3_1 s7                       // at corpus.extra.staticsingleton.Main.step(Main.java:36)
  s3_1: call corpus.extra.staticsingleton.Main$Deadline.expired[corpus.extra.staticsingleton.Main$Deadline@Main.java:22] // at corpus.extra.staticsingleton.Main.step(Main.java:36)
  s3_2: goto s10                         // at corpus.extra.staticsingleton.Main.step(Main.java:36)
  s7: read java.lang.System.out          // at corpus.extra.staticsingleton.Main.step(Main.java:38)
  s7_1: goto exit                        // at corpus.extra.staticsingleton.Main.step(Main.java:38)
  s10: read corpus.extra.staticsingleton.Main.lock // at corpus.extra.staticsingleton.Main.step(Main.java:41)
  s11: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.staticsingleton.Main.step(Main.java:41)
}

proc entry {
  init0: call corpus.extra.staticsingleton.Main.<clinit> // at corpus.extra.staticsingleton.Main.main(Main.java:45)
  init1: call corpus.extra.staticsingleton.Main$Deadline.<clinit> // at corpus.extra.staticsingleton.Main.main(Main.java:45)
  main: call corpus.extra.staticsingleton.Main.main // at corpus.extra.staticsingleton.Main.main(Main.java:45)
}
