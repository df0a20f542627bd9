main entry

proc corpus.size.recursivejoinunderlock.Main$Level.<init>[corpus.size.recursivejoinunderlock.Main$Level@Main.java:41,corpus.size.recursivejoinunderlock.Main$Level.run:30#2,corpus.size.recursivejoinunderlock.Main.enter:41#13] {
  s3: write corpus.size.recursivejoinunderlock.Main$Level@Main.java:41[corpus.size.recursivejoinunderlock.Main$Level.run:30#2,corpus.size.recursivejoinunderlock.Main.enter:41#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:41].n // at corpus.size.recursivejoinunderlock.Main$Level.<init>(Main.java:24)
}

proc corpus.size.recursivejoinunderlock.Main$Level.<init>[corpus.size.recursivejoinunderlock.Main$Level@Main.java:41,corpus.size.recursivejoinunderlock.Main.main:49#1] {
  s3: write corpus.size.recursivejoinunderlock.Main$Level@Main.java:41[corpus.size.recursivejoinunderlock.Main.main:49#1].n // at corpus.size.recursivejoinunderlock.Main$Level.<init>(Main.java:24)
}

proc corpus.size.recursivejoinunderlock.Main$Level.run[corpus.size.recursivejoinunderlock.Main.enter:41#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:41,corpus.size.recursivejoinunderlock.Main$Level.run:30#2] {
  s1: read corpus.size.recursivejoinunderlock.Main$Level@Main.java:41[corpus.size.recursivejoinunderlock.Main$Level.run:30#2,corpus.size.recursivejoinunderlock.Main.enter:41#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:41].n // at corpus.size.recursivejoinunderlock.Main$Level.run(Main.java:30)
  s2: call corpus.size.recursivejoinunderlock.Main.enter[corpus.size.recursivejoinunderlock.Main$Level.run:30#2,corpus.size.recursivejoinunderlock.Main.enter:41#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:41] // at corpus.size.recursivejoinunderlock.Main$Level.run(Main.java:30)
}

proc corpus.size.recursivejoinunderlock.Main$Level.run[corpus.size.recursivejoinunderlock.Main.enter:41#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:41,corpus.size.recursivejoinunderlock.Main.main:49#1] {
  s1: read corpus.size.recursivejoinunderlock.Main$Level@Main.java:41[corpus.size.recursivejoinunderlock.Main.main:49#1].n // at corpus.size.recursivejoinunderlock.Main$Level.run(Main.java:30)
  s2: call corpus.size.recursivejoinunderlock.Main.enter[corpus.size.recursivejoinunderlock.Main$Level.run:30#2,corpus.size.recursivejoinunderlock.Main.enter:41#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:41] // at corpus.size.recursivejoinunderlock.Main$Level.run(Main.java:30)
}

proc corpus.size.recursivejoinunderlock.Main.<clinit> {
  s2: write corpus.size.recursivejoinunderlock.Main.LOCK // at corpus.size.recursivejoinunderlock.Main.<clinit>(Main.java:17)
}

proc corpus.size.recursivejoinunderlock.Main.enter[corpus.size.recursivejoinunderlock.Main$Level.run:30#2,corpus.size.recursivejoinunderlock.Main.enter:41#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:41] {
  s1: read corpus.size.recursivejoinunderlock.Main.LOCK // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:38)
  s2: acquire java.lang.Object@Main.java:17 // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:38)
  s3: read corpus.size.recursivejoinunderlock.Main.levels // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:39)
  s5: write corpus.size.recursivejoinunderlock.Main.levels // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:39)
  s6: jump s10 s15                       // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:40)
  s10: call corpus.size.recursivejoinunderlock.Main$Level.<init>[corpus.size.recursivejoinunderlock.Main$Level@Main.java:41,corpus.size.recursivejoinunderlock.Main$Level.run:30#2,corpus.size.recursivejoinunderlock.Main.enter:41#13] // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:41)
  s13: fork corpus.size.recursivejoinunderlock.Main$Level.run[corpus.size.recursivejoinunderlock.Main.enter:41#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:41,corpus.size.recursivejoinunderlock.Main$Level.run:30#2] java.lang.Thread@Main.java:41[corpus.size.recursivejoinunderlock.Main$Level.run:30#2,corpus.size.recursivejoinunderlock.Main.enter:41#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:41] // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:42)
  s14: join java.lang.Thread@Main.java:41[corpus.size.recursivejoinunderlock.Main$Level.run:30#2,corpus.size.recursivejoinunderlock.Main.enter:41#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:41] // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:43)
  s15: release java.lang.Object@Main.java:17 // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:45)
}

proc corpus.size.recursivejoinunderlock.Main.enter[corpus.size.recursivejoinunderlock.Main.main:49#1] {
  s1: read corpus.size.recursivejoinunderlock.Main.LOCK // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:38)
  s2: acquire java.lang.Object@Main.java:17 // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:38)
  s3: read corpus.size.recursivejoinunderlock.Main.levels // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:39)
  s5: write corpus.size.recursivejoinunderlock.Main.levels // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:39)
  s6: jump s10 s15                       // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:40)
  s10: call corpus.size.recursivejoinunderlock.Main$Level.<init>[corpus.size.recursivejoinunderlock.Main$Level@Main.java:41,corpus.size.recursivejoinunderlock.Main.main:49#1] // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:41)
  s13: fork corpus.size.recursivejoinunderlock.Main$Level.run[corpus.size.recursivejoinunderlock.Main.enter:41#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:41,corpus.size.recursivejoinunderlock.Main.main:49#1] java.lang.Thread@Main.java:41[corpus.size.recursivejoinunderlock.Main.main:49#1] // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:42)
  s14: join java.lang.Thread@Main.java:41[corpus.size.recursivejoinunderlock.Main.main:49#1] // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:43)
  s15: release java.lang.Object@Main.java:17 // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:45)
}

proc corpus.size.recursivejoinunderlock.Main.main {
  s1: call corpus.size.recursivejoinunderlock.Main.enter[corpus.size.recursivejoinunderlock.Main.main:49#1] // at corpus.size.recursivejoinunderlock.Main.main(Main.java:49)
}

proc entry {
  init0: call corpus.size.recursivejoinunderlock.Main.<clinit> // at corpus.size.recursivejoinunderlock.Main.main(Main.java:49)
  main: call corpus.size.recursivejoinunderlock.Main.main // at corpus.size.recursivejoinunderlock.Main.main(Main.java:49)
}
