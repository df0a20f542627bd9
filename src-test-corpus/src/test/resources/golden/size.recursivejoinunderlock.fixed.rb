main entry

proc corpus.size.recursivejoinunderlock.fixed.Main.<clinit> {
  s2: write corpus.size.recursivejoinunderlock.fixed.Main.LOCK // at corpus.size.recursivejoinunderlock.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.size.recursivejoinunderlock.fixed.Main.descend {
  s1: read corpus.size.recursivejoinunderlock.fixed.Main.LOCK // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:25)
  s2: acquire java.lang.Object@Main.java:21 // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:25)
  s3: read corpus.size.recursivejoinunderlock.fixed.Main.levels // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:26)
  s5: write corpus.size.recursivejoinunderlock.fixed.Main.levels // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:26)
  s6: release java.lang.Object@Main.java:21 // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:27)
  s12: jump s14 exit                     // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:28)
  s14: call corpus.size.recursivejoinunderlock.fixed.Main.descend // at corpus.size.recursivejoinunderlock.fixed.Main.descend(Main.java:29)
}

proc corpus.size.recursivejoinunderlock.fixed.Main.enter[corpus.size.recursivejoinunderlock.fixed.Main.main:43#1] {
  s5: read corpus.size.recursivejoinunderlock.fixed.Main.LOCK // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:35)
  s6: acquire java.lang.Object@Main.java:21 // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:35)
  s7: read corpus.size.recursivejoinunderlock.fixed.Main.levels // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:36)
  s9: write corpus.size.recursivejoinunderlock.fixed.Main.levels // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:36)
  s10: fork corpus.size.recursivejoinunderlock.fixed.Main.lambda$enter$0 java.lang.Thread@Main.java:34[corpus.size.recursivejoinunderlock.fixed.Main.main:43#1] // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:37)
  s11: release java.lang.Object@Main.java:21 // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:38)
  s17: join java.lang.Thread@Main.java:34[corpus.size.recursivejoinunderlock.fixed.Main.main:43#1] // at corpus.size.recursivejoinunderlock.fixed.Main.enter(Main.java:39)
}

proc corpus.size.recursivejoinunderlock.fixed.Main.lambda$enter$0 {
  s2e1: call corpus.size.recursivejoinunderlock.fixed.Main.descend // at corpus.size.recursivejoinunderlock.fixed.Main.lambda$enter$0(Main.java:34)
}

proc corpus.size.recursivejoinunderlock.fixed.Main.main {
  s1: call corpus.size.recursivejoinunderlock.fixed.Main.enter[corpus.size.recursivejoinunderlock.fixed.Main.main:43#1] // at corpus.size.recursivejoinunderlock.fixed.Main.main(Main.java:43)
}

proc entry {
  init0: call corpus.size.recursivejoinunderlock.fixed.Main.<clinit> // at corpus.size.recursivejoinunderlock.fixed.Main.main(Main.java:43)
  main: call corpus.size.recursivejoinunderlock.fixed.Main.main // at corpus.size.recursivejoinunderlock.fixed.Main.main(Main.java:43)
}
