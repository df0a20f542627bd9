main entry

proc corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit> {
  s1: call corpus.extra.staticsingleton.fixed.Main$Deadline.<init>[corpus.extra.staticsingleton.fixed.Main$Deadline@Main.java:24] // at corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit>(Main.java:24)
  s2: write corpus.extra.staticsingleton.fixed.Main$Deadline.MAX // at corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit>(Main.java:24)
}

proc corpus.extra.staticsingleton.fixed.Main$Deadline.<init>[corpus.extra.staticsingleton.fixed.Main$Deadline@Main.java:24] {
}

proc corpus.extra.staticsingleton.fixed.Main$Deadline.calculate {
  s0: read corpus.extra.staticsingleton.fixed.Main$Deadline.MAX // at corpus.extra.staticsingleton.fixed.Main$Deadline.calculate(Main.java:27)
}

proc corpus.extra.staticsingleton.fixed.Main$Deadline.expired[corpus.extra.staticsingleton.fixed.Main$Deadline@Main.java:24] {
}

proc corpus.extra.staticsingleton.fixed.Main.<clinit> {
  s2: write corpus.extra.staticsingleton.fixed.Main.lock // at corpus.extra.staticsingleton.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.extra.staticsingleton.fixed.Main.main {
  s5: fork corpus.extra.staticsingleton.fixed.Main.step java.lang.Thread@Main.java:47 // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:48)
  s6: join java.lang.Thread@Main.java:47 // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:49)
  s7: read corpus.extra.staticsingleton.fixed.Main.lock // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:50)
  s8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:50)
  s9: read corpus.extra.staticsingleton.fixed.Main.lock // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:51)
  s10: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:51)
}

proc corpus.extra.staticsingleton.fixed.Main.step {
  s0: read corpus.extra.staticsingleton.fixed.Main.lock // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:36)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:36)
  s2: call corpus.extra.staticsingleton.fixed.Main$Deadline.calculate // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:38)
  s3: call corpus.extra.staticsingleton.fixed.Main$Deadline.expired[corpus.extra.staticsingleton.fixed.Main$Deadline@Main.java:24] // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:38)
  s10: read corpus.extra.staticsingleton.fixed.Main.lock // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:43)
  s11: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.staticsingleton.fixed.Main.step(Main.java:43)
}

proc entry {
  init0: call corpus.extra.staticsingleton.fixed.Main.<clinit> // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:47)
  init1: call corpus.extra.staticsingleton.fixed.Main$Deadline.<clinit> // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:47)
  main: call corpus.extra.staticsingleton.fixed.Main.main // at corpus.extra.staticsingleton.fixed.Main.main(Main.java:47)
}
