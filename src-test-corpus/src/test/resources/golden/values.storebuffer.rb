main entry

proc corpus.values.storebuffer.Main.<clinit> {
  s2: write corpus.values.storebuffer.Main.first // at corpus.values.storebuffer.Main.<clinit>(Main.java:20)
  s5: write corpus.values.storebuffer.Main.second // at corpus.values.storebuffer.Main.<clinit>(Main.java:21)
}

proc corpus.values.storebuffer.Main.left {
  s0: write corpus.values.storebuffer.Main.leftUp // at corpus.values.storebuffer.Main.left(Main.java:26)
  s1: read corpus.values.storebuffer.Main.rightUp // at corpus.values.storebuffer.Main.left(Main.java:27)
  s2: jump s3 exit                       // at corpus.values.storebuffer.Main.left(Main.java:27)
  s3: read corpus.values.storebuffer.Main.first // at corpus.values.storebuffer.Main.left(Main.java:28)
  s4: acquire java.lang.Object@Main.java:20 // at corpus.values.storebuffer.Main.left(Main.java:28)
  s5: read corpus.values.storebuffer.Main.second // at corpus.values.storebuffer.Main.left(Main.java:29)
  s6: acquire java.lang.Object@Main.java:21 // at corpus.values.storebuffer.Main.left(Main.java:29)
  s7: write corpus.values.storebuffer.Main.leftUp // at corpus.values.storebuffer.Main.left(Main.java:30)
  s8: release java.lang.Object@Main.java:21 // at corpus.values.storebuffer.Main.left(Main.java:31)
  s19: release java.lang.Object@Main.java:20 // at corpus.values.storebuffer.Main.left(Main.java:32)
}

proc corpus.values.storebuffer.Main.main {
  s9: fork corpus.values.storebuffer.Main.left java.lang.Thread@Main.java:48 // at corpus.values.storebuffer.Main.main(Main.java:50)
  s10: fork corpus.values.storebuffer.Main.right java.lang.Thread@Main.java:49 // at corpus.values.storebuffer.Main.main(Main.java:51)
  s11: join java.lang.Thread@Main.java:48 // at corpus.values.storebuffer.Main.main(Main.java:52)
  s12: join java.lang.Thread@Main.java:49 // at corpus.values.storebuffer.Main.main(Main.java:53)
}

proc corpus.values.storebuffer.Main.right {
  s0: write corpus.values.storebuffer.Main.rightUp // at corpus.values.storebuffer.Main.right(Main.java:37)
  s1: read corpus.values.storebuffer.Main.leftUp // at corpus.values.storebuffer.Main.right(Main.java:38)
  s2: jump s3 exit                       // at corpus.values.storebuffer.Main.right(Main.java:38)
  s3: read corpus.values.storebuffer.Main.second // at corpus.values.storebuffer.Main.right(Main.java:39)
  s4: acquire java.lang.Object@Main.java:21 // at corpus.values.storebuffer.Main.right(Main.java:39)
  s5: read corpus.values.storebuffer.Main.first // at corpus.values.storebuffer.Main.right(Main.java:40)
  s6: acquire java.lang.Object@Main.java:20 // at corpus.values.storebuffer.Main.right(Main.java:40)
  s7: write corpus.values.storebuffer.Main.rightUp // at corpus.values.storebuffer.Main.right(Main.java:41)
  s8: release java.lang.Object@Main.java:20 // at corpus.values.storebuffer.Main.right(Main.java:42)
  s19: release java.lang.Object@Main.java:21 // at corpus.values.storebuffer.Main.right(Main.java:43)
}

proc entry {
  init0: call corpus.values.storebuffer.Main.<clinit> // at corpus.values.storebuffer.Main.main(Main.java:48)
  main: call corpus.values.storebuffer.Main.main // at corpus.values.storebuffer.Main.main(Main.java:48)
}
