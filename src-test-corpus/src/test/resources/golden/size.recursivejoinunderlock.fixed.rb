main entry

proc corpus.size.recursivejoinunderlock.fixed.Main.<clinit> {
  s2: write corpus.size.recursivejoinunderlock.fixed.Main.LOCK // at corpus.size.recursivejoinunderlock.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.size.recursivejoinunderlock.fixed.Main.descend {
  s1: read corpus.size.recursivejoinunderlock.fixed.Main.LOCK // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:21)
  s2: acquire java.lang.Object@Main.java:17 // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:21)
  s3: read corpus.size.recursivejoinunderlock.fixed.Main.levels // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:22)
  s5: write corpus.size.recursivejoinunderlock.fixed.Main.levels // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:22)
  s6: release java.lang.Object@Main.java:17 // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:23)
  s12: jump s14 exit                     // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:24)
  s14: call corpus.size.recursivejoinunderlock.fixed.Main.descend // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:25)
}

proc corpus.size.recursivejoinunderlock.fixed.Main.enter[corpus.size.recursivejoinunderlock.fixed.Main.main:39#1] {
  s5: read corpus.size.recursivejoinunderlock.fixed.Main.LOCK // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:31)
  s6: acquire java.lang.Object@Main.java:17 // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:31)
  s7: read corpus.size.recursivejoinunderlock.fixed.Main.levels // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:32)
  s9: write corpus.size.recursivejoinunderlock.fixed.Main.levels // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:32)
  s10: fork corpus.size.recursivejoinunderlock.fixed.Main.lambda$enter$0 java.lang.Thread@Main.java:30[corpus.size.recursivejoinunderlock.fixed.Main.main:39#1] // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:33)
  s11: release java.lang.Object@Main.java:17 // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:34)
  s17: join java.lang.Thread@Main.java:30[corpus.size.recursivejoinunderlock.fixed.Main.main:39#1] // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:35)
}

proc corpus.size.recursivejoinunderlock.fixed.Main.lambda$enter$0 {
  s2: call corpus.size.recursivejoinunderlock.fixed.Main.descend // at corpus.size.recursivejoinunderlock.fixed.Main.lambda$enter$0(Main.java:30)
}

proc corpus.size.recursivejoinunderlock.fixed.Main.main {
  s1: call corpus.size.recursivejoinunderlock.fixed.Main.enter[corpus.size.recursivejoinunderlock.fixed.Main.main:39#1] // at corpus.size.recursivejoinunderlock.fixed.Main.main(Main.java:39)
}

proc entry {
  init0: call corpus.size.recursivejoinunderlock.fixed.Main.<clinit> // at corpus.size.recursivejoinunderlock.fixed.Main.main(Main.java:39)
  main: call corpus.size.recursivejoinunderlock.fixed.Main.main // at corpus.size.recursivejoinunderlock.fixed.Main.main(Main.java:39)
}
