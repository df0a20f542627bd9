main entry
var corpus.values.storebuffer.fixed.Main.leftUp { false true } = false
var corpus.values.storebuffer.fixed.Main.rightUp { false true } = false

proc corpus.values.storebuffer.fixed.Main.<clinit> {
  s2: write corpus.values.storebuffer.fixed.Main.first // at corpus.values.storebuffer.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.values.storebuffer.fixed.Main.second // at corpus.values.storebuffer.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.values.storebuffer.fixed.Main.left {
  s0: assign corpus.values.storebuffer.fixed.Main.leftUp true // at corpus.values.storebuffer.fixed.Main.left(Main.java:22)
  s1: switch corpus.values.storebuffer.fixed.Main.rightUp false s3 true exit // at corpus.values.storebuffer.fixed.Main.left(Main.java:23)
  s3: read corpus.values.storebuffer.fixed.Main.first // at corpus.values.storebuffer.fixed.Main.left(Main.java:24)
  s4: acquire java.lang.Object@Main.java:16 // at corpus.values.storebuffer.fixed.Main.left(Main.java:24)
  s5: read corpus.values.storebuffer.fixed.Main.second // at corpus.values.storebuffer.fixed.Main.left(Main.java:25)
  s6: acquire java.lang.Object@Main.java:17 // at corpus.values.storebuffer.fixed.Main.left(Main.java:25)
  s7: assign corpus.values.storebuffer.fixed.Main.leftUp false // at corpus.values.storebuffer.fixed.Main.left(Main.java:26)
  s8: release java.lang.Object@Main.java:17 // at corpus.values.storebuffer.fixed.Main.left(Main.java:27)
  s19: release java.lang.Object@Main.java:16 // at corpus.values.storebuffer.fixed.Main.left(Main.java:28)
}

proc corpus.values.storebuffer.fixed.Main.main {
  s9: fork corpus.values.storebuffer.fixed.Main.left java.lang.Thread@Main.java:44 // at corpus.values.storebuffer.fixed.Main.main(Main.java:46)
  s10: fork corpus.values.storebuffer.fixed.Main.right java.lang.Thread@Main.java:45 // at corpus.values.storebuffer.fixed.Main.main(Main.java:47)
  s11: join java.lang.Thread@Main.java:44 // at corpus.values.storebuffer.fixed.Main.main(Main.java:48)
  s12: join java.lang.Thread@Main.java:45 // at corpus.values.storebuffer.fixed.Main.main(Main.java:49)
}

proc corpus.values.storebuffer.fixed.Main.right {
  s0: assign corpus.values.storebuffer.fixed.Main.rightUp true // at corpus.values.storebuffer.fixed.Main.right(Main.java:33)
  s1: switch corpus.values.storebuffer.fixed.Main.leftUp false s3 true exit // at corpus.values.storebuffer.fixed.Main.right(Main.java:34)
  s3: read corpus.values.storebuffer.fixed.Main.second // at corpus.values.storebuffer.fixed.Main.right(Main.java:35)
  s4: acquire java.lang.Object@Main.java:17 // at corpus.values.storebuffer.fixed.Main.right(Main.java:35)
  s5: read corpus.values.storebuffer.fixed.Main.first // at corpus.values.storebuffer.fixed.Main.right(Main.java:36)
  s6: acquire java.lang.Object@Main.java:16 // at corpus.values.storebuffer.fixed.Main.right(Main.java:36)
  s7: assign corpus.values.storebuffer.fixed.Main.rightUp false // at corpus.values.storebuffer.fixed.Main.right(Main.java:37)
  s8: release java.lang.Object@Main.java:16 // at corpus.values.storebuffer.fixed.Main.right(Main.java:38)
  s19: release java.lang.Object@Main.java:17 // at corpus.values.storebuffer.fixed.Main.right(Main.java:39)
}

proc entry {
  init0: call corpus.values.storebuffer.fixed.Main.<clinit> // at corpus.values.storebuffer.fixed.Main.main(Main.java:44)
  main: call corpus.values.storebuffer.fixed.Main.main // at corpus.values.storebuffer.fixed.Main.main(Main.java:44)
}
