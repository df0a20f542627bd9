main entry

proc corpus.extra.lengthcheck.fixed.Main$Items.<init>[corpus.extra.lengthcheck.fixed.Main$Items@Main.java:47] {
  s3: write corpus.extra.lengthcheck.fixed.Main$Items@Main.java:47.array // at corpus.extra.lengthcheck.fixed.Main$Items.<init>(Main.java:24)
}

proc corpus.extra.lengthcheck.fixed.Main$Items.cursorAt[args(p0=0),corpus.extra.lengthcheck.fixed.Main$Items@Main.java:47] {
  s2: read corpus.extra.lengthcheck.fixed.Main$Items@Main.java:47.array // at corpus.extra.lengthcheck.fixed.Main$Items.cursorAt(Main.java:32)
  s3: call corpus.extra.lengthcheck.fixed.Main.position[args(p1=0),corpus.extra.lengthcheck.fixed.Main$Items.cursorAt:32#3,args(p0=0),corpus.extra.lengthcheck.fixed.Main$Items@Main.java:47] // at corpus.extra.lengthcheck.fixed.Main$Items.cursorAt(Main.java:32)
}

proc corpus.extra.lengthcheck.fixed.Main$Items.cursor[corpus.extra.lengthcheck.fixed.Main$Items@Main.java:47] {
  s1: call corpus.extra.lengthcheck.fixed.Main$Items.cursorAt[args(p0=0),corpus.extra.lengthcheck.fixed.Main$Items@Main.java:47] // at corpus.extra.lengthcheck.fixed.Main$Items.cursor(Main.java:28)
}

proc corpus.extra.lengthcheck.fixed.Main.<clinit> {
  s2: write corpus.extra.lengthcheck.fixed.Main.lock // at corpus.extra.lengthcheck.fixed.Main.<clinit>(Main.java:18)
  s5: call corpus.extra.lengthcheck.fixed.Main$Items.<init>[corpus.extra.lengthcheck.fixed.Main$Items@Main.java:47] // at corpus.extra.lengthcheck.fixed.Main.<clinit>(Main.java:47)
  s6: write corpus.extra.lengthcheck.fixed.Main.ITEMS // at corpus.extra.lengthcheck.fixed.Main.<clinit>(Main.java:47)
}

proc corpus.extra.lengthcheck.fixed.Main.checkPosition[args(p0=0;p1=nonneg),corpus.extra.lengthcheck.fixed.Main.position:37#3,args(p1=0),corpus.extra.lengthcheck.fixed.Main$Items.cursorAt:32#3,args(p0=0),corpus.extra.lengthcheck.fixed.Main$Items@Main.java:47] {
}

proc corpus.extra.lengthcheck.fixed.Main.main {
  s9: fork corpus.extra.lengthcheck.fixed.Main.step java.lang.Thread@Main.java:56 // at corpus.extra.lengthcheck.fixed.Main.main(Main.java:58)
  s10: fork corpus.extra.lengthcheck.fixed.Main.step java.lang.Thread@Main.java:57 // at corpus.extra.lengthcheck.fixed.Main.main(Main.java:59)
  s11: join java.lang.Thread@Main.java:56 // at corpus.extra.lengthcheck.fixed.Main.main(Main.java:60)
  s12: join java.lang.Thread@Main.java:57 // at corpus.extra.lengthcheck.fixed.Main.main(Main.java:61)
  s13: read corpus.extra.lengthcheck.fixed.Main.lock // at corpus.extra.lengthcheck.fixed.Main.main(Main.java:62)
  s14: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.lengthcheck.fixed.Main.main(Main.java:62)
  s15: read corpus.extra.lengthcheck.fixed.Main.lock // at corpus.extra.lengthcheck.fixed.Main.main(Main.java:63)
  s16: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.lengthcheck.fixed.Main.main(Main.java:63)
}

proc corpus.extra.lengthcheck.fixed.Main.position[args(p1=0),corpus.extra.lengthcheck.fixed.Main$Items.cursorAt:32#3,args(p0=0),corpus.extra.lengthcheck.fixed.Main$Items@Main.java:47] {
  s3: call corpus.extra.lengthcheck.fixed.Main.checkPosition[args(p0=0;p1=nonneg),corpus.extra.lengthcheck.fixed.Main.position:37#3,args(p1=0),corpus.extra.lengthcheck.fixed.Main$Items.cursorAt:32#3,args(p0=0),corpus.extra.lengthcheck.fixed.Main$Items@Main.java:47] // at corpus.extra.lengthcheck.fixed.Main.position(Main.java:37)
}

proc corpus.extra.lengthcheck.fixed.Main.step {
  s0: read corpus.extra.lengthcheck.fixed.Main.lock // at corpus.extra.lengthcheck.fixed.Main.step(Main.java:50)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.lengthcheck.fixed.Main.step(Main.java:50)
  s2: read corpus.extra.lengthcheck.fixed.Main.ITEMS // at corpus.extra.lengthcheck.fixed.Main.step(Main.java:51)
  s3: call corpus.extra.lengthcheck.fixed.Main$Items.cursor[corpus.extra.lengthcheck.fixed.Main$Items@Main.java:47] // at corpus.extra.lengthcheck.fixed.Main.step(Main.java:51)
  s4: read corpus.extra.lengthcheck.fixed.Main.lock // at corpus.extra.lengthcheck.fixed.Main.step(Main.java:52)
  s5: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.lengthcheck.fixed.Main.step(Main.java:52)
}

proc entry {
  init0: call corpus.extra.lengthcheck.fixed.Main.<clinit> // at corpus.extra.lengthcheck.fixed.Main.main(Main.java:56)
  main: call corpus.extra.lengthcheck.fixed.Main.main // at corpus.extra.lengthcheck.fixed.Main.main(Main.java:56)
}
