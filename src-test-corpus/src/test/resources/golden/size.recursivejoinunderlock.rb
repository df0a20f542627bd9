main entry

proc corpus.size.recursivejoinunderlock.Main$Level.<init>[corpus.size.recursivejoinunderlock.Main$Level@Main.java:44,corpus.size.recursivejoinunderlock.Main$Level.run:33#2,corpus.size.recursivejoinunderlock.Main.enter:44#13] {
  s3: write corpus.size.recursivejoinunderlock.Main$Level@Main.java:44[corpus.size.recursivejoinunderlock.Main$Level.run:33#2,corpus.size.recursivejoinunderlock.Main.enter:44#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:44].n // at corpus.size.recursivejoinunderlock.Main$Level.<init>(Main.java:27)
}

proc corpus.size.recursivejoinunderlock.Main$Level.<init>[corpus.size.recursivejoinunderlock.Main$Level@Main.java:44,corpus.size.recursivejoinunderlock.Main.main:52#1] {
  s3: write corpus.size.recursivejoinunderlock.Main$Level@Main.java:44[corpus.size.recursivejoinunderlock.Main.main:52#1].n // at corpus.size.recursivejoinunderlock.Main$Level.<init>(Main.java:27)
}

proc corpus.size.recursivejoinunderlock.Main$Level.run[corpus.size.recursivejoinunderlock.Main.enter:44#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:44,corpus.size.recursivejoinunderlock.Main$Level.run:33#2] {
  s1: read corpus.size.recursivejoinunderlock.Main$Level@Main.java:44[corpus.size.recursivejoinunderlock.Main$Level.run:33#2,corpus.size.recursivejoinunderlock.Main.enter:44#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:44].n // at corpus.size.recursivejoinunderlock.Main$Level.run(Main.java:33)
  s2: call corpus.size.recursivejoinunderlock.Main.enter[corpus.size.recursivejoinunderlock.Main$Level.run:33#2,corpus.size.recursivejoinunderlock.Main.enter:44#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:44] // at corpus.size.recursivejoinunderlock.Main$Level.run(Main.java:33)
}

proc corpus.size.recursivejoinunderlock.Main$Level.run[corpus.size.recursivejoinunderlock.Main.enter:44#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:44,corpus.size.recursivejoinunderlock.Main.main:52#1] {
  s1: read corpus.size.recursivejoinunderlock.Main$Level@Main.java:44[corpus.size.recursivejoinunderlock.Main.main:52#1].n // at corpus.size.recursivejoinunderlock.Main$Level.run(Main.java:33)
  s2: call corpus.size.recursivejoinunderlock.Main.enter[corpus.size.recursivejoinunderlock.Main$Level.run:33#2,corpus.size.recursivejoinunderlock.Main.enter:44#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:44] // at corpus.size.recursivejoinunderlock.Main$Level.run(Main.java:33)
}

proc corpus.size.recursivejoinunderlock.Main.<clinit> {
  s2: write corpus.size.recursivejoinunderlock.Main.LOCK // at corpus.size.recursivejoinunderlock.Main.<clinit>(Main.java:20)
}

proc corpus.size.recursivejoinunderlock.Main.enter[corpus.size.recursivejoinunderlock.Main$Level.run:33#2,corpus.size.recursivejoinunderlock.Main.enter:44#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:44] {
  s1: read corpus.size.recursivejoinunderlock.Main.LOCK // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:41)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:41)
  s3: read corpus.size.recursivejoinunderlock.Main.levels // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:42)
  s5: write corpus.size.recursivejoinunderlock.Main.levels // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:42)
  s6: jump s10 s15                       // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:43)
  s10: call corpus.size.recursivejoinunderlock.Main$Level.<init>[corpus.size.recursivejoinunderlock.Main$Level@Main.java:44,corpus.size.recursivejoinunderlock.Main$Level.run:33#2,corpus.size.recursivejoinunderlock.Main.enter:44#13] // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:44)
  s13: fork corpus.size.recursivejoinunderlock.Main$Level.run[corpus.size.recursivejoinunderlock.Main.enter:44#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:44,corpus.size.recursivejoinunderlock.Main$Level.run:33#2] java.lang.Thread@Main.java:44[corpus.size.recursivejoinunderlock.Main$Level.run:33#2,corpus.size.recursivejoinunderlock.Main.enter:44#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:44] // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:45)
  s14: join java.lang.Thread@Main.java:44[corpus.size.recursivejoinunderlock.Main$Level.run:33#2,corpus.size.recursivejoinunderlock.Main.enter:44#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:44] // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:46)
  s15: release java.lang.Object@Main.java:20 // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:48)
}

proc corpus.size.recursivejoinunderlock.Main.enter[corpus.size.recursivejoinunderlock.Main.main:52#1] {
  s1: read corpus.size.recursivejoinunderlock.Main.LOCK // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:41)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:41)
  s3: read corpus.size.recursivejoinunderlock.Main.levels // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:42)
  s5: write corpus.size.recursivejoinunderlock.Main.levels // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:42)
  s10: call corpus.size.recursivejoinunderlock.Main$Level.<init>[corpus.size.recursivejoinunderlock.Main$Level@Main.java:44,corpus.size.recursivejoinunderlock.Main.main:52#1] // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:44)
  s13: fork corpus.size.recursivejoinunderlock.Main$Level.run[corpus.size.recursivejoinunderlock.Main.enter:44#13,corpus.size.recursivejoinunderlock.Main$Level@Main.java:44,corpus.size.recursivejoinunderlock.Main.main:52#1] java.lang.Thread@Main.java:44[corpus.size.recursivejoinunderlock.Main.main:52#1] // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:45)
  s14: join java.lang.Thread@Main.java:44[corpus.size.recursivejoinunderlock.Main.main:52#1] // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:46)
  s15: release java.lang.Object@Main.java:20 // at corpus.size.recursivejoinunderlock.Main.enter(Main.java:48)
}

proc corpus.size.recursivejoinunderlock.Main.main {
  s1: call corpus.size.recursivejoinunderlock.Main.enter[corpus.size.recursivejoinunderlock.Main.main:52#1] // at corpus.size.recursivejoinunderlock.Main.main(Main.java:52)
}

proc entry {
  init0: call corpus.size.recursivejoinunderlock.Main.<clinit> // at corpus.size.recursivejoinunderlock.Main.main(Main.java:52)
  main: call corpus.size.recursivejoinunderlock.Main.main // at corpus.size.recursivejoinunderlock.Main.main(Main.java:52)
}
